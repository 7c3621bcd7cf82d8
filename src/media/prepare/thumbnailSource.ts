import { canDecodeScaled, decodeScaled } from './decodePhoto';
import { readImageFile } from './imageHeader';
import { thumbnailPlan } from './thumbnailPlan';

// A photo decoded small for its upload row's thumbnail, by the plan its header makes (loaded with
// the first file picked, like the rest of preparing): the header first, then a scaled decode.

/**
 * The photo upright at about `longSide` on its longer side (the caller draws it and closes it); the
 * file itself where this browser has no createImageBitmap (an <img> scales it: only a photo within
 * the pixel limit); null: no thumbnail (too large to decode, no size, not a photo).
 */
export async function thumbnailSource(file: File, longSide: number): Promise<ImageBitmap | File | null> {
  const facts = await readImageFile(file);
  const plan = thumbnailPlan(facts, facts !== null && canDecodeScaled(facts.format), longSide);
  if (plan.decode === 'none') return null;
  if (plan.decode === 'scaled') return decodeScaled(file, facts!, plan);
  if (typeof createImageBitmap !== 'function') return file;
  return createImageBitmap(file, {
    imageOrientation: 'from-image',
    resizeWidth: plan.width,
    resizeHeight: plan.height,
    resizeQuality: 'medium',
  });
}
