import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from '@/shared/config/media';
import { isLowVolume } from './micLevel';

/** What a finished recording is fit for: uploading (maybe after a look), or nothing. */
export type Verdict = 'ready' | 'low-volume' | 'empty' | 'unplayable' | 'too-large';

/** Refusals, said before any upload starts. */
export const VERDICT_MESSAGES: Record<'empty' | 'unplayable' | 'too-large', string> = {
  empty: "This recording is empty, so it can't be uploaded. Please record again.",
  unplayable: "This recording can't be played, so it can't be uploaded. Please record again.",
  'too-large': `This recording is larger than ${MAX_UPLOAD_MB} MB, so it can't be uploaded. Please record a shorter video.`,
};

/**
 * A recording with no bytes, one the browser cannot play back, or one over the upload limit is
 * refused; a playable one whose loudest moment stayed quiet gets 'Low Volume!'; else it is ready.
 */
export function recordingVerdict({ bytes, playable, maxLevel }: { bytes: number; playable: boolean; maxLevel: number }): Verdict {
  if (!(bytes > 0)) return 'empty';
  if (bytes > MAX_UPLOAD_BYTES) return 'too-large';
  if (!playable) return 'unplayable';
  return isLowVolume(maxLevel) ? 'low-volume' : 'ready';
}

export const isRefused = (v: Verdict): v is keyof typeof VERDICT_MESSAGES =>
  v === 'empty' || v === 'unplayable' || v === 'too-large';

/** Recording stops a little before the upload limit, so what was recorded can still go up. */
export const RECORDING_BYTE_LIMIT = Math.floor(MAX_UPLOAD_BYTES * 0.95);
