import type { PrepareFailure } from './prepareError';
import type { VideoPlan } from './videoPlan';

// What the page and the video preparation worker say to each other (structured-clone data only).

export type ToWorker = { type: 'prepare'; file: File } | { type: 'cancel' };

export type FromWorker =
  | { type: 'plan'; plan: VideoPlan }
  | { type: 'progress'; done: number }
  /** output null: the original goes (nothing to do, or it cannot be converted here). */
  | { type: 'done'; plan: VideoPlan; output: Blob | null }
  | { type: 'failed'; reason: PrepareFailure; detail: string }
  | { type: 'cancelled' };
