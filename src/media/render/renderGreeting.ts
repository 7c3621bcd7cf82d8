import { RENDER_MESSAGES } from './messages';
import type { RenderJob, RenderOutput, RenderProgress, WorkerAnswer, WorkerRequest } from './protocol';
import { failureOf, RenderError } from './renderError';
import { canEncodeVideo } from './support';
import { linkSoundWorker } from './webAudioDecode';

// Makes a greeting's video on this device: the work runs in a Web Worker (the page stays
// responsive), tells its progress, and stops at once when cancelled.

export type RenderOptions = {
  onProgress?: (progress: RenderProgress) => void;
  /** Aborting stops the render; the promise then rejects with a RenderCancelled. */
  signal?: AbortSignal;
};

/** The render was stopped by its caller: nothing was made. */
export class RenderCancelled extends Error {
  constructor() {
    super(RENDER_MESSAGES.cancelled);
    this.name = 'RenderCancelled';
  }
}

/** The message people read for a failed render (a full disk named as such). */
export function renderFailureMessage(error: unknown): string {
  if (error instanceof RenderCancelled) return RENDER_MESSAGES.cancelled;
  return failureOf(error).message;
}

/** A helper worker's end of a channel is sent to it; the other end goes to the render worker. */
function linkedPort(helper: Worker): MessagePort {
  const { port1, port2 } = new MessageChannel();
  helper.postMessage({ port: port2 }, [port2]);
  return port1;
}

export function renderGreeting(job: RenderJob, { onProgress, signal }: RenderOptions = {}): Promise<RenderOutput> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new RenderCancelled());
    // a browser without WebCodecs' encoder cannot make a file (its workers have none either)
    if (!canEncodeVideo()) return reject(new RenderError('no-encoder', 'no VideoEncoder'));
    const worker = new Worker(new URL('./render.worker.ts', import.meta.url), { type: 'module', name: 'greeting-pictures' });
    const soundWorker = new Worker(new URL('./sound.worker.ts', import.meta.url), { type: 'module', name: 'greeting-sound' });
    const framesWorker = new Worker(new URL('./frames.worker.ts', import.meta.url), { type: 'module', name: 'greeting-frames' });
    // the sound worker asks the page to decode a track its WebCodecs will not (Web Audio is the page's)
    const soundPort = linkSoundWorker(soundWorker, job.files);
    const framesPort = linkedPort(framesWorker);
    const stop = () => {
      worker.terminate();
      soundWorker.terminate();
      framesWorker.terminate();
      signal?.removeEventListener('abort', cancel);
    };
    const cancel = () => {
      stop();
      reject(new RenderCancelled());
    };
    signal?.addEventListener('abort', cancel, { once: true });
    worker.onmessage = ({ data }: MessageEvent<WorkerAnswer>) => {
      if (data.type === 'progress') onProgress?.(data.progress);
      else if (data.type === 'done') {
        stop();
        resolve(data.output);
      } else {
        stop();
        reject(new RenderError(data.reason, data.detail));
      }
    };
    worker.onerror = (event) => {
      stop();
      reject(new RenderError('failed', event.message || 'the render worker stopped'));
    };
    soundWorker.onerror = worker.onerror;
    framesWorker.onerror = worker.onerror;
    const request: WorkerRequest = { type: 'render', job, soundPort, framesPort };
    worker.postMessage(request, [soundPort, framesPort, ...job.overlays]);
  });
}
