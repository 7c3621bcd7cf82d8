import { MAX_PHOTO_PIXELS } from '@/shared/config/media';
import type { ImageFormat } from './imageHeader';

// What is done to a photo before upload, from what its header says: kept as it is, re-encoded
// (smaller, upright, JPEG where nothing needs PNG), or refused when it cannot be decoded safely.

/** The longest side a photo is uploaded at (a 1080p greeting shows it at most 1920 wide). */
export const PHOTO_LONG_SIDE = 2560;
export const JPEG_QUALITY = 0.85;
/**
 * Decoding a photo whole takes 4 bytes a pixel (a 16000 × 12000 photo: 768 MB), and Chromium's
 * createImageBitmap decodes it whole even when asked for a smaller size. Above this, only a still
 * photo the browser can decode scaled down (a JPEG, with WebCodecs' ImageDecoder) is prepared; an
 * animation (sent as it is, and decoded whole by every player) is refused. The fake server holds
 * photos to the same limit.
 */
export const MAX_WHOLE_DECODE_PIXELS = MAX_PHOTO_PIXELS;
/** A photo this small that needs no scaling or turning is sent as it is: too little to save. */
export const SMALL_PHOTO_BYTES = 200 * 1024;

export type PhotoFacts = {
  format: ImageFormat;
  /** Pixels as stored (before the EXIF orientation turns them); 0 when unknown. */
  width: number;
  height: number;
  orientation: number;
  bytes: number;
  transparent: boolean;
  animated: boolean;
  /** The browser can decode this file straight to a smaller size (no full-size copy in memory). */
  scaledDecode: boolean;
};

export type PhotoEncode = {
  action: 'encode';
  type: 'image/jpeg' | 'image/png';
  /** JPEG's quality; undefined for PNG. */
  quality: number | undefined;
  /** The upright size to make. */
  size: { width: number; height: number };
  /** Decode it scaled down (JPEG with ImageDecoder) rather than whole. */
  scaledDecode: boolean;
  /** When the result is not smaller, the original goes instead (nothing to scale, turn or convert). */
  keepSmallerOriginal: boolean;
};

export type PhotoPlan =
  | { action: 'keep'; why: 'animated' | 'transparent' | 'small' | 'not-prepared' }
  | PhotoEncode
  /** 'no-size': a HEIC or AVIF whose header names no size (every real one does): never decoded blind. */
  | { action: 'refuse'; why: 'too-large' | 'no-size' };

/** Orientations 5-8 turn the picture a quarter: width and height swap. */
export const swapsSides = (orientation: number) => orientation >= 5 && orientation <= 8;

/** A size whose longest side is at most `longSide`, same shape (each side at least 1). */
export function fitLongSide(width: number, height: number, longSide = PHOTO_LONG_SIDE) {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export function photoPlan(facts: PhotoFacts): PhotoPlan {
  const { format, width, height, orientation } = facts;
  const known = width > 0 && height > 0;
  // first, before anything decodes it: more pixels than may be decoded whole
  const tooLarge = known && width * height > MAX_WHOLE_DECODE_PIXELS;
  if (tooLarge && (facts.animated || !facts.scaledDecode)) return { action: 'refuse', why: 'too-large' };
  if (facts.animated) return { action: 'keep', why: 'animated' };
  // not a photo type this product takes: the upload's own checks decide about it
  if (format === 'webp') return { action: 'keep', why: 'not-prepared' };
  if (!known) return { action: 'refuse', why: 'no-size' };

  const upright = swapsSides(orientation) ? { width: height, height: width } : { width, height };
  const needsScaling = Math.max(width, height) > PHOTO_LONG_SIDE;
  const needsTurning = orientation !== 1;
  // browsers other than Safari cannot show HEIC, and the product takes neither (an AVIF named .jpg)
  const mustConvert = format === 'heic' || format === 'avif';
  const type = facts.transparent ? 'image/png' : 'image/jpeg';
  if (type === 'image/png' && !needsScaling && !mustConvert) return { action: 'keep', why: 'transparent' };
  const required = needsScaling || needsTurning || mustConvert;
  if (!required && facts.bytes <= SMALL_PHOTO_BYTES) return { action: 'keep', why: 'small' };
  return {
    action: 'encode',
    type,
    quality: type === 'image/jpeg' ? JPEG_QUALITY : undefined,
    size: fitLongSide(upright.width, upright.height),
    scaledDecode: facts.scaledDecode && needsScaling,
    keepSmallerOriginal: !required,
  };
}
