import type { RenderFailure } from './protocol';

// What people read about making the finished video (the preview, the thank-you page, the fake
// server's pipeline when it fails).

export const RENDER_MESSAGES: Record<RenderFailure | 'cancelled', string> = {
  'no-encoder':
    "This browser can't make video files, so the finished video can't be made here. Please try the latest Chrome, Edge, Safari or Firefox.",
  'nothing-to-render': "None of this greeting's photos or videos could be read, so there is no video to make.",
  'storage-full':
    "This device's storage is full (QuotaExceededError), so the video couldn't be saved. Free up some space and try again.",
  failed: "The video couldn't be made. Please try again.",
  cancelled: 'Making the video was cancelled.',
};

/** Said when the browser could only make a WebM file (it has no H.264 encoder). */
export const WEBM_NOTE =
  "This browser can't make MP4 files, so your video is a WebM file. It plays in Chrome, Firefox and Edge, and on Android.";

/** '45% · about 12 s left' (the time once known). */
export function progressText(done: number, secondsLeft: number | null): string {
  const percent = `${Math.floor(Math.min(Math.max(done, 0), 1) * 100)}%`;
  if (secondsLeft === null || !Number.isFinite(secondsLeft)) return percent;
  const s = Math.max(1, Math.ceil(secondsLeft));
  const left = s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${percent} · about ${left} left`;
}
