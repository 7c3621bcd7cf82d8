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
  if (plan.scaledDecode) return decodeScaled(file, facts, plan.size);
  const { width, height } = plan.size;
  return createImageBitmap(file, {
    imageOrientation: 'from-image',
    resizeWidth: width,
    resizeHeight: height,
    resizeQuality: 'high',
  });
}

/**
 * A JPEG decoded by ImageDecoder at the smallest of its scales (1/8…8/8) at least `size` (upright),
 * turned upright: what the thumbnail of a photo of any size is drawn from, too.
 */
export async function decodeScaled(
  file: Blob,
  facts: Pick<ImageFacts, 'orientation' | 'width' | 'height'>,
  size: { width: number; height: number },
) {
  // the decoder is asked in stored pixels (before the turn)
  const turned = swapsSides(facts.orientation) ? { width: size.height, height: size.width } : size;
  // never below an eighth of the photo (JPEG's own scaled decode): asked for less, Chromium 150
  // decodes it whole and fails on a huge one; the caller draws the picture down from there
  const stored = atLeastAnEighth(turned, facts);
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

/** `size`, made no smaller than an eighth of the stored photo (`of`; 0 when its header did not say). */
export function atLeastAnEighth(size: { width: number; height: number }, of: { width: number; height: number }) {
  const scale = Math.max(1, Math.ceil(of.width / 8) / size.width, Math.ceil(of.height / 8) / size.height);
  return { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
}
