import fixWebmDuration from 'fix-webm-duration';
import { isWebm } from '@/features/recorder/rules/recordingFormat';

/**
 * A WebM from MediaRecorder carries no duration, so a player cannot seek in it (and shows no
 * length). The duration is written in before preview and upload. Anything else passes as it is.
 */
export async function withDuration(blob: Blob, durationMs: number): Promise<Blob> {
  if (!isWebm(blob.type) || !(durationMs > 0) || blob.size === 0) return blob;
  try {
    const fixed = await fixWebmDuration(blob, durationMs, { logger: false });
    return fixed.type ? fixed : new Blob([fixed], { type: blob.type });
  } catch {
    return blob;
  }
}
