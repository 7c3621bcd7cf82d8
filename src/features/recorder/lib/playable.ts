/** How long the browser gets to read a recording's header before we stop waiting (and let it through). */
export const PLAYABLE_CHECK_MS = 8_000;

/**
 * Can this browser play the recording? It loads the file's metadata into a detached <video>: an
 * error, or a file that says it lasts 0 s, is unplayable. No answer in time is not held against it.
 */
export function checkPlayable(blob: Blob, timeoutMs = PLAYABLE_CHECK_MS): Promise<boolean> {
  if (blob.size === 0) return Promise.resolve(false);
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(blob);
    const done = (ok: boolean) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(ok);
    };
    const timer = setTimeout(() => done(true), timeoutMs);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => done(video.duration !== 0);
    video.onerror = () => done(false);
    video.src = url;
  });
}
