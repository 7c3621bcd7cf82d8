import { ALL_FORMATS, BlobSource, Input, VideoSampleSink } from 'mediabunny';
import { videoDecodability } from './decodable';
import { rangedUrlSource } from './urlSource';

// Before finishing: will this clip be in the finished video? The same checks the renderer makes
// (its codec string, repaired where that is all it takes; its first frame), run in the page on
// step 4, so a clip that cannot be made into the file is named while it can still be replaced.

/**
 * 'ok': WebCodecs decodes it; 'browser-only': only the browser's player plays it (the render
 * converts it that way, playerFallback.ts); 'broken': nothing here plays it.
 */
export type ClipHealth = 'ok' | 'browser-only' | 'broken';

/** How long the browser's player may take to show a first frame before the file counts as unplayable. */
const PLAYER_TIMEOUT_MS = 15_000;

/** Whether this browser's <video> shows the file's first frame (what the instant preview relies on). */
export function browserPlays(file: string | Blob): Promise<boolean> {
  const src = typeof file === 'string' ? file : URL.createObjectURL(file);
  return new Promise<boolean>((resolve) => {
    const v = document.createElement('video');
    v.muted = true;
    v.preload = 'auto';
    const done = (plays: boolean) => {
      clearTimeout(timer);
      v.onloadeddata = v.onerror = null;
      v.removeAttribute('src');
      v.load();
      resolve(plays);
    };
    const timer = setTimeout(() => done(false), PLAYER_TIMEOUT_MS);
    v.onloadeddata = () => done(v.videoWidth > 0);
    v.onerror = () => done(false);
    v.src = src;
  }).finally(() => {
    if (typeof file !== 'string') URL.revokeObjectURL(src);
  });
}

/** Whether the file's video decodes here with WebCodecs, as the renderer will decode it. */
async function decodesHere(file: string | Blob): Promise<boolean> {
  const source = typeof file === 'string' ? rangedUrlSource(new URL(file, window.location.href)) : new BlobSource(file);
  const input = new Input({ source, formats: ALL_FORMATS });
  try {
    const track = await input.getPrimaryVideoTrack();
    if (!track || (await videoDecodability(track)) === 'refused') return false;
    const first = await new VideoSampleSink(track).getSample(await track.getFirstTimestamp());
    first?.close();
    return Boolean(first);
  } catch {
    return false;
  } finally {
    input.dispose();
  }
}

/** A clip (by URL, or the file itself) as the finished video will take it. */
export async function probeClip(file: string | Blob): Promise<ClipHealth> {
  if (await decodesHere(file)) return 'ok';
  return (await browserPlays(file)) ? 'browser-only' : 'broken';
}
