import { encodeGreeting } from './encodeGreeting';
import type { WorkerAnswer, WorkerRequest } from './protocol';
import { failureOf } from './renderError';

// The render worker: makes one greeting's video off the page's thread, telling its progress. The
// page cancels by ending the worker.

type WorkerScope = { onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null; postMessage(answer: WorkerAnswer): void };
const scope = self as unknown as WorkerScope;

scope.onmessage = ({ data }) => {
  if (data.type !== 'render') return;
  encodeGreeting(data.job, { sound: data.soundPort, frames: data.framesPort }, (progress) =>
    scope.postMessage({ type: 'progress', progress }),
  ).then(
    (output) => scope.postMessage({ type: 'done', output }),
    (error: unknown) => {
      const failure = failureOf(error);
      scope.postMessage({ type: 'failed', reason: failure.reason, detail: failure.detail });
    },
  );
};
