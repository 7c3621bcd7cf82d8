import type { ImageFacts } from './imageHeader';
import { swapsSides, type PhotoEncode } from './photoPlan';

// A photo decoded upright at (about) the size it is made at. A JPEG is decoded scaled down by
// WebCodecs' ImageDecoder where it can be: the decoder reads it at 1/8…8/8 of its size, so a
// 16000 × 12000 photo never sits whole in memory (createImageBitmap's resize decodes it whole first:
// +750 MB and 4 s in Chromium 14x, measured). Everything else goes through createImageBitmap.

/** ImageDecoder, and VideoFrames that carry the EXIF turn (so createImageBitmap applies it). */
export const canDecodeScaled = (format: ImageFacts['format']): boolean =>
  format === 'jpeg' &&
  typeof ImageDecoder !== 'undefined' &&
  typeof VideoFrame !== 'undefined' &&
  'rotation' in VideoFrame.prototype;

export async function decodePhoto(file: File, facts: ImageFacts, plan: PhotoEncode): Promise<ImageBitmap> {
  if (plan.scaledDecode && plan.size) return decodeScaled(file, facts, plan.size);
  const size = plan.size;
  return createImageBitmap(file, {
    imageOrientation: 'from-image',
    ...(size ? { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' } : {}),
  });
}

async function decodeScaled(file: File, facts: ImageFacts, size: { width: number; height: number }) {
  // the decoder is asked in stored pixels (before the turn)
  const stored = swapsSides(facts.orientation) ? { width: size.height, height: size.width } : size;
  const decoder = new ImageDecoder({
    data: file.stream(),
    type: 'image/jpeg',
    desiredWidth: stored.width,
    desiredHeight: stored.height,
  });
  try {
    const { image } = await decoder.decode();
    try {
      return await createImageBitmap(image);
    } finally {
      image.close();
    }
  } finally {
    decoder.close();
  }
}
