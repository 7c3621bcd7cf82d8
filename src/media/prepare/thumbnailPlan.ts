import { MAX_PHOTO_PIXELS } from '@/shared/config/media';
import type { ImageFacts } from './imageHeader';
import { fitLongSide, swapsSides } from './photoPlan';

// How a photo's upload-row thumbnail is decoded, from its header, before anything is decoded: a
// JPEG scaled down by the decoder itself; anything else at most as large as a photo may be
// decoded whole (a 20000 × 20000 PNG would take 1.6 GB and freeze the page); no thumbnail (the
// row's icon) when the header says too much, too little or nothing.

export type ThumbnailPlan =
  /** ImageDecoder at the smallest of a JPEG's scales (1/8…8/8) at least this size: never whole. */
  | { decode: 'scaled'; width: number; height: number }
  /** createImageBitmap asked for this size (Chromium decodes the file whole first: at most MAX_PHOTO_PIXELS). */
  | { decode: 'resized'; width: number; height: number }
  | { decode: 'none'; why: 'not-a-photo' | 'no-size' | 'too-large' };

/**
 * @param facts the header's facts (null: not a photo format)
 * @param scaledDecode this browser decodes this format scaled down (a JPEG with ImageDecoder)
 * @param longSide the thumbnail's longer side
 */
export function thumbnailPlan(facts: ImageFacts | null, scaledDecode: boolean, longSide: number): ThumbnailPlan {
  if (!facts) return { decode: 'none', why: 'not-a-photo' };
  const { width, height, orientation } = facts;
  if (!(width > 0 && height > 0)) return { decode: 'none', why: 'no-size' };
  const upright = swapsSides(orientation) ? { width: height, height: width } : { width, height };
  const size = fitLongSide(upright.width, upright.height, longSide);
  if (scaledDecode) return { decode: 'scaled', ...size };
  if (width * height > MAX_PHOTO_PIXELS) return { decode: 'none', why: 'too-large' };
  return { decode: 'resized', ...size };
}
