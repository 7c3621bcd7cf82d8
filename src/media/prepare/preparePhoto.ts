import { decodePhoto, canDecodeScaled } from './decodePhoto';
import { readImageFile, type ImageFacts } from './imageHeader';
import { MAX_WHOLE_DECODE_PIXELS, photoPlan, type PhotoEncode } from './photoPlan';
import { asIs, madeFrom, type PreparedMedia, type PrepareOptions } from './prepared';
import { PREPARE_MESSAGES, PrepareError, throwIfCancelled } from './prepareError';

// A photo made ready for upload on the device: upright, at most 2560 px on its long side, JPEG
// unless it needs transparency; the original when that is smaller or nothing needs doing.

export async function preparePhoto(file: File, { signal }: PrepareOptions = {}): Promise<PreparedMedia> {
  throwIfCancelled(signal);
  if (file.size === 0) throw new PrepareError('empty', PREPARE_MESSAGES.empty(file.name));
  // the header first (only the bytes it needs): the size guard runs before anything is decoded
  const facts = await readImageFile(file);
  if (!facts) throw new PrepareError('unreadable', PREPARE_MESSAGES.unreadable(file.name), 'not a photo format');
  const plan = photoPlan({ ...facts, bytes: file.size, scaledDecode: canDecodeScaled(facts.format) });
  if (plan.action === 'refuse' && plan.why === 'no-size') {
    throw new PrepareError('unreadable', PREPARE_MESSAGES.unreadable(file.name), 'the header names no size');
  }
  if (plan.action === 'refuse') {
    throw new PrepareError('too-large', PREPARE_MESSAGES.tooLarge(file.name, facts.width, facts.height, MAX_WHOLE_DECODE_PIXELS));
  }
  // a browser without OffscreenCanvas (Safari before 16.4) sends photos as they are
  if (plan.action === 'keep' || typeof OffscreenCanvas === 'undefined') return asIs(file);

  const bitmap = await decoded(file, facts, plan);
  let blob: Blob | null;
  try {
    throwIfCancelled(signal);
    blob = await encode(bitmap, plan);
  } finally {
    bitmap.close();
  }
  throwIfCancelled(signal);
  if (!blob || (plan.keepSmallerOriginal && blob.size >= file.size)) return asIs(file);
  return madeFrom(file, blob, plan.type);
}

async function decoded(file: File, facts: ImageFacts, plan: PhotoEncode): Promise<ImageBitmap> {
  try {
    return await decodePhoto(file, facts, plan);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    if (facts.format === 'heic') throw new PrepareError('heic-unsupported', PREPARE_MESSAGES.heic(file.name), detail);
    throw new PrepareError('unreadable', PREPARE_MESSAGES.unreadable(file.name), detail);
  }
}

/** Drawn at the planned size (the decoder's may be a little off), on white for a JPEG; null: no canvas here. */
async function encode(bitmap: ImageBitmap, plan: PhotoEncode): Promise<Blob | null> {
  const { size } = plan;
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  if (!context) return null;
  if (plan.type === 'image/jpeg') {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return canvas.convertToBlob({ type: plan.type, quality: plan.quality });
}
