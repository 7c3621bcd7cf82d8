import type { QueuePersistence } from './persistence';
import type { UploadItem } from './uploadItem';

/** A file refused before anything is sent, and why. */
export type Rejected = { name: string; message: string };

/**
 * Makes a picked file ready to send on this device (src/media/prepare, passed in by the screen:
 * the recorder's own recordings need none). Resolves with the file to send and a line for people;
 * rejects with an AbortError-like cancel when `signal` aborts, or with an Error whose message says
 * why the file cannot go (it is then never sent).
 */
export type PrepareFn = (
  file: File,
  options: { signal: AbortSignal; onProgress: (done: number) => void; onConverting: () => void },
) => Promise<{ file: File; note: string | null }>;

export type UploadFn<R> = (
  item: UploadItem<R>,
  onProgress: (loaded: number, total: number | undefined) => void,
  signal: AbortSignal,
) => Promise<R>;

export type UploadEvent<R> =
  | { type: 'slow'; item: UploadItem<R> }
  | { type: 'success'; item: UploadItem<R>; response: R }
  | { type: 'error'; item: UploadItem<R>; error: unknown }
  /** Nothing left to send: `failed` files stay with their error, `held` ones wait for the user's word. */
  | { type: 'drained'; failed: number; held: number };

export type UploadQueueOptions<R> = {
  upload: UploadFn<R>;
  /** Each file is made ready on this device before it is sent; none: files go as picked. */
  prepare?: PrepareFn;
  onEvent?: (event: UploadEvent<R>) => void;
  slowAfterMs?: number;
  /** Keeps waiting and failed files across a reload (see persistence.ts); none: memory only. */
  persistence?: QueuePersistence;
  /**
   * Before a file that was sent before goes again: did it arrive after all (its answer lost)? Looks
   * in the greeting's clips for its uploadId; the answer stands in for the upload's, null = not there.
   */
  alreadyUploaded?: (item: UploadItem<R>) => Promise<R | null>;
};

/** What a screen may change as it re-renders (its latest callbacks); the queue and its files stay. */
export type QueueHandlers<R> = Pick<UploadQueueOptions<R>, 'upload' | 'alreadyUploaded' | 'onEvent' | 'prepare'>;
