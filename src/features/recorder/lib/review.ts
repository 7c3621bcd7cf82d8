import { recordingVerdict, type Verdict } from '@/features/recorder/rules/verdict';
import { checkPlayable } from './playable';
import { withDuration } from './prepareRecording';

/** A recording in hand, ready to preview, upload or download. */
export type Take = {
  id: string;
  blob: Blob;
  mimeType: string;
  durationMs: number;
  maxLevel: number;
};

/** The recording with its duration written in, and what it is fit for. */
export async function reviewRecording(raw: Take): Promise<{ take: Take; verdict: Verdict }> {
  const blob = await withDuration(raw.blob, raw.durationMs);
  const playable = blob.size > 0 ? await checkPlayable(blob) : false;
  const take = { ...raw, blob };
  return { take, verdict: recordingVerdict({ bytes: blob.size, playable, maxLevel: raw.maxLevel }) };
}
