import { asIs, madeFrom, type PreparedMedia, type PrepareOptions } from './prepared';
import { PrepareCancelled, PrepareError, PREPARE_MESSAGES } from './prepareError';
import type { FromWorker, ToWorker } from './protocol';
import { VIDEO_MAX_BYTES, type VideoPlan } from './videoPlan';

// A video made ready for upload: converted in a Web Worker (the page stays responsive) to H.264 at
// most 1080p when it needs it, with progress and cancel; the original, with a note, when this
// browser cannot convert it.

/** After a cancel, the worker gets this long to stop its conversion before it is ended. */
const CANCEL_GRACE_MS = 500;

export type VideoPrepareOptions = PrepareOptions & {
  /** Told once the worker knows what it will do (a 'convert' plan: the row can say "Preparing…"). */
  onPlan?: (plan: VideoPlan) => void;
};

export function prepareVideo(file: File, { signal, onProgress, onPlan }: VideoPrepareOptions = {}): Promise<PreparedMedia> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new PrepareCancelled());
    if (file.size === 0) return reject(new PrepareError('empty', PREPARE_MESSAGES.empty(file.name)));
    // no Web Workers or WebCodecs: nothing can be converted (or read) here; a clip over 50 MB surely
    // needed it (the note says it may not show in the preview), a smaller one most likely plays as it is
    if (typeof Worker === 'undefined' || typeof VideoDecoder === 'undefined')
      return resolve(asIs(file, file.size > VIDEO_MAX_BYTES ? 'not-prepared' : 'kept'));
    const worker = new Worker(new URL('./prepareVideo.worker.ts', import.meta.url), { type: 'module', name: 'prepare-video' });
    const stop = () => {
      signal?.removeEventListener('abort', cancel);
      worker.terminate();
    };
    const cancel = () => {
      signal?.removeEventListener('abort', cancel);
      worker.postMessage({ type: 'cancel' } satisfies ToWorker);
      setTimeout(() => worker.terminate(), CANCEL_GRACE_MS);
      reject(new PrepareCancelled());
    };
    signal?.addEventListener('abort', cancel, { once: true });
    worker.onmessage = ({ data }: MessageEvent<FromWorker>) => {
      if (signal?.aborted) return;
      if (data.type === 'plan') onPlan?.(data.plan);
      else if (data.type === 'progress') onProgress?.(data.done);
      else if (data.type === 'done') {
        stop();
        if (data.output) onProgress?.(1);
        // WebCodecs cannot read it here: the browser's own player may (the preview's path), and converts it
        if (data.plan.action === 'cannot-convert' && data.plan.cause === 'no-decoder')
          return void viaPlayer(file, signal).then(resolve, reject);
        resolve(outcome(file, data.plan, data.output));
      } else if (data.type === 'failed') {
        stop();
        reject(new PrepareError(data.reason, PREPARE_MESSAGES.unreadable(file.name), data.detail));
      } else {
        stop();
        reject(new PrepareCancelled());
      }
    };
    worker.onerror = (event) => {
      // the worker itself could not run (its script failed to load): the original goes
      event.preventDefault();
      stop();
      console.warn('video preparation worker failed:', event.message);
      resolve(asIs(file, 'not-prepared'));
    };
    worker.postMessage({ type: 'prepare', file } satisfies ToWorker);
  });
}

/** The video converted by the browser's player where it plays it (render/playerTranscode.ts), else as it is with a note. */
async function viaPlayer(file: File, signal?: AbortSignal): Promise<PreparedMedia> {
  const { browserPlays } = await import('@/media/render/probeClip');
  if (!(await browserPlays(file))) return asIs(file, 'not-prepared');
  const { transcodeWithPlayer } = await import('@/media/render/playerTranscode');
  try {
    return madeFrom(file, await transcodeWithPlayer(file, signal), 'video/mp4');
  } catch (error) {
    if (signal?.aborted) throw new PrepareCancelled();
    console.warn("the browser's player could not convert the video", error);
    return asIs(file, 'not-prepared');
  }
}

function outcome(file: File, plan: VideoPlan, output: Blob | null): PreparedMedia {
  if (plan.action === 'keep') return asIs(file);
  if (plan.action === 'cannot-convert' || !output) return asIs(file, 'not-prepared');
  if (plan.keepSmallerOriginal && output.size >= file.size) return asIs(file);
  return madeFrom(file, output, 'video/mp4');
}
