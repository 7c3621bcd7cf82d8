// Whether a video's frames decode, judged from its first and its last second only (a file cut short
// after its index, or with damaged frames, fails there), so a good clip is never decoded whole just
// to be checked. Pure: the windows to decode, and the verdict on what decoding them gave.

/** How much of each end is decoded (s). */
export const CHECK_SECONDS = 1;
/**
 * The last window's frames must reach this close to the end the index gives (s): a file cut short
 * after its index decodes until its data stops, then nothing (Mediabunny ends the track there).
 */
export const END_TOLERANCE = 0.1;

/**
 * A window is decoded from the key frame before it; when that is further back than this (s), the
 * window's packets are only read (a clip of one key frame would otherwise be decoded whole).
 */
export const MAX_DECODE_LEAD = 4;

/** A span of a track's time to decode, in seconds: [start, end). */
export type CheckWindow = { start: number; end: number };

/**
 * What one window gave: frames (or sound samples) decoded, or packets read where decoding would
 * have started too far back; how far they reached (s); the decoder's (or reader's) error.
 */
export type WindowResult = {
  window: CheckWindow;
  frames: number;
  reached: number;
  read: 'decoded' | 'packets';
  error: string | null;
};

/** A track's windows decoded; 'none': the file has no such track; 'no-decoder': this browser cannot decode it. */
export type TrackCheck = WindowResult[] | 'none' | 'no-decoder';

export type VideoCheck = { picture: TrackCheck; sound: TrackCheck };

/** What the check says: the sound's state is noted for what comes after (a conversion, a note). */
export type CheckVerdict = { damaged: false; sound: 'decodes' | 'none' | 'no-decoder' } | { damaged: true; detail: string };

/** The first and the last CHECK_SECONDS of a track running from `first` to `end` (one window when it is that short). */
export function checkWindows(first: number, end: number): CheckWindow[] {
  if (!(end > first)) return [];
  const head = { start: first, end: Math.min(end, first + CHECK_SECONDS) };
  if (head.end >= end) return [head];
  return [head, { start: Math.max(first, end - CHECK_SECONDS), end }];
}

const seconds = (s: number) => `${s.toFixed(2)} s`;

/** Why a track's windows say it is damaged; null when they decoded to the end. */
function failure(results: WindowResult[]): string | null {
  for (const { window, frames, read, error } of results) {
    const at = `${seconds(window.start)}-${seconds(window.end)}`;
    if (error !== null) return `${at}: ${error}`;
    if (frames === 0) return `${at}: nothing ${read === 'decoded' ? 'decoded' : 'read'}`;
  }
  const last = results.at(-1);
  if (last && last.reached < last.window.end - END_TOLERANCE)
    return `its end: it stops at ${seconds(last.reached)} of ${seconds(last.window.end)}`;
  return null;
}

export function checkVerdict({ picture, sound }: VideoCheck): CheckVerdict {
  if (picture === 'none') return { damaged: true, detail: 'no picture' };
  if (picture !== 'no-decoder') {
    const wrong = failure(picture);
    if (wrong) return { damaged: true, detail: `the picture does not decode at ${wrong}` };
  }
  if (sound === 'none' || sound === 'no-decoder') return { damaged: false, sound };
  const wrong = failure(sound);
  if (wrong) return { damaged: true, detail: `the sound does not decode at ${wrong}` };
  return { damaged: false, sound: 'decodes' };
}
