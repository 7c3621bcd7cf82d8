import { ConversionCanceledError } from 'mediabunny';
import { convertVideo } from './convertVideo';
import type { FromWorker, ToWorker } from './protocol';

// The video preparation worker: converts one file off the page's thread, telling its plan and
// progress. A cancel stops the conversion; the page then ends the worker.

type WorkerScope = { onmessage: ((e: MessageEvent<ToWorker>) => void) | null; postMessage(answer: FromWorker): void };
const scope = self as unknown as WorkerScope;
/** Progress is told at most this often (ms). */
const PROGRESS_EVERY_MS = 200;

let cancelRunning: (() => void) | null = null;
let told = 0;

scope.onmessage = ({ data }) => {
  if (data.type === 'cancel') {
    cancelRunning?.();
    return;
  }
  convertVideo(data.file, {
    onPlan: (plan) => scope.postMessage({ type: 'plan', plan }),
    onProgress: (done) => {
      const now = performance.now();
      if (now - told < PROGRESS_EVERY_MS) return;
      told = now;
      scope.postMessage({ type: 'progress', done });
    },
    onCancel: (cancel) => (cancelRunning = cancel),
  }).then(
    (result) =>
      scope.postMessage(
        'failed' in result
          ? { type: 'failed', reason: result.failed, detail: result.detail }
          : { type: 'done', plan: result.plan, output: result.output },
      ),
    (error: unknown) => {
      if (error instanceof ConversionCanceledError) return scope.postMessage({ type: 'cancelled' });
      // it opened but would not convert (a decoder or encoder gave up part-way): it goes as it is
      console.warn('video preparation stopped:', error);
      scope.postMessage({ type: 'done', plan: { action: 'cannot-convert', why: [], cause: 'failed' }, output: null });
    },
  );
};
