import {
  fileProblem,
  fileSizeMb,
  isVideoFile,
  progressTotal,
  SLOW_UPLOAD_MS,
  uploadErrorMessage,
  type UploadStatus,
} from './rules';

/** One file on its way up (spec part 2 §3 "Upload record"). The File stays here, so a failed upload can be retried. */
export type UploadItem<R = unknown> = {
  readonly id: string;
  readonly file: File;
  readonly name: string;
  readonly isVideo: boolean;
  /** The size the add-clip query carries (unknown → 20 MB). */
  readonly sizeMb: number;
  readonly status: UploadStatus;
  readonly loaded: number;
  readonly total: number;
  /** Why it failed (the server's message, or 'Upload Failed'). */
  readonly message: string | null;
  readonly response: R | null;
};

export type Rejected = { name: string; message: string };

export type UploadFn<R> = (
  item: UploadItem<R>,
  onProgress: (loaded: number, total: number | undefined) => void,
  signal: AbortSignal,
) => Promise<R>;

export type UploadEvent<R> =
  | { type: 'slow'; item: UploadItem<R> }
  | { type: 'success'; item: UploadItem<R>; response: R }
  | { type: 'error'; item: UploadItem<R>; error: unknown }
  | { type: 'drained'; failed: number };

export type UploadQueueOptions<R> = {
  upload: UploadFn<R>;
  onEvent?: (event: UploadEvent<R>) => void;
  slowAfterMs?: number;
};

const isAbort = (error: unknown) =>
  (error instanceof DOMException && error.name === 'AbortError') ||
  (typeof error === 'object' && error !== null && (error as { name?: string }).name === 'CanceledError');

/**
 * The upload queue (spec part 2 §4 "Upload"): files run one at a time, in the order chosen;
 * a failure never stops the files after it; a failed file stays listed (with its message) until
 * it is retried or dismissed; when the queue has nothing left to send, finished files leave the
 * list. Framework-free: a screen reads it with useSyncExternalStore.
 */
export class UploadQueue<R = unknown> {
  private items: readonly UploadItem<R>[] = [];
  private readonly listeners = new Set<() => void>();
  private running: { id: string; controller: AbortController; slowTimer: ReturnType<typeof setTimeout> } | null = null;
  private attached = true;
  private seq = 0;
  private readonly options: UploadQueueOptions<R>;
  private onEvent: ((event: UploadEvent<R>) => void) | undefined;

  constructor(options: UploadQueueOptions<R>) {
    this.options = options;
    this.onEvent = options.onEvent;
  }

  /** Who hears the queue's events (a screen re-sets it as its callbacks change). */
  setEventHandler(handler: ((event: UploadEvent<R>) => void) | undefined): void {
    this.onEvent = handler;
  }

  getSnapshot = (): readonly UploadItem<R>[] => this.items;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Something is still to be sent or on its way (leaving now would lose it). */
  isBusy(): boolean {
    return this.items.some((i) => i.status === 'idle' || i.status === 'pending');
  }

  /** Queues every acceptable file, in order; the others come back with the reason, before anything is sent. */
  add(files: Iterable<File>): { added: UploadItem<R>[]; rejected: Rejected[] } {
    const added: UploadItem<R>[] = [];
    const rejected: Rejected[] = [];
    for (const file of files) {
      const problem = fileProblem(file);
      if (problem) {
        rejected.push({ name: file.name, message: problem });
        continue;
      }
      added.push({
        id: `upload-${++this.seq}`,
        file,
        name: file.name,
        isVideo: isVideoFile(file),
        sizeMb: fileSizeMb(file.size),
        status: 'idle',
        loaded: 0,
        total: progressTotal(undefined, file.size),
        message: null,
        response: null,
      });
    }
    if (added.length) {
      this.set([...this.items, ...added]);
      this.pump();
    }
    return { added, rejected };
  }

  /** A failed file goes back in the queue. */
  retry(id: string): void {
    this.patch(id, (i) => (i.status === 'error' ? { ...i, status: 'idle', loaded: 0, message: null } : i));
    this.pump();
  }

  /** A failed file leaves the list. */
  dismiss(id: string): void {
    if (this.items.some((i) => i.id === id && i.status === 'error')) this.set(this.items.filter((i) => i.id !== id));
  }

  /** The screen is showing again: carry on. */
  attach(): void {
    this.attached = true;
    this.pump();
  }

  /** The screen went away: the upload under way is cancelled and goes back to the queue. */
  detach(): void {
    this.attached = false;
    const running = this.running;
    if (!running) return;
    this.running = null;
    clearTimeout(running.slowTimer);
    running.controller.abort();
    this.patch(running.id, (i) => ({ ...i, status: 'idle', loaded: 0 }));
  }

  private pump(): void {
    if (this.running || !this.attached) return;
    const next = this.items.find((i) => i.status === 'idle');
    if (!next) {
      this.finishBatch();
      return;
    }
    const controller = new AbortController();
    const slowTimer = setTimeout(() => {
      const item = this.find(next.id);
      if (item?.status === 'pending') this.emit({ type: 'slow', item });
    }, this.options.slowAfterMs ?? SLOW_UPLOAD_MS);
    this.running = { id: next.id, controller, slowTimer };
    this.patch(next.id, (i) => ({ ...i, status: 'pending', loaded: 0, message: null }));
    const started = this.find(next.id)!;

    const onProgress = (loaded: number, total: number | undefined) => {
      if (this.running?.id !== next.id) return;
      this.patch(next.id, (i) => ({ ...i, loaded, total: progressTotal(total, i.file.size) }));
    };

    let promise: Promise<R>;
    try {
      promise = this.options.upload(started, onProgress, controller.signal);
    } catch (error) {
      promise = Promise.reject(error);
    }
    promise.then(
      (response) => this.settle(next.id, controller, { ok: true, response }),
      (error: unknown) => this.settle(next.id, controller, { ok: false, error }),
    );
  }

  private settle(id: string, controller: AbortController, result: { ok: true; response: R } | { ok: false; error: unknown }): void {
    // cancelled by detach(): the item is already back in the queue
    if (this.running?.id !== id || this.running.controller !== controller) return;
    clearTimeout(this.running.slowTimer);
    this.running = null;
    if (result.ok) {
      this.patch(id, (i) => ({ ...i, status: 'done', loaded: i.total, response: result.response }));
      const item = this.find(id);
      if (item) this.emit({ type: 'success', item, response: result.response });
    } else if (isAbort(result.error)) {
      this.patch(id, (i) => ({ ...i, status: 'idle', loaded: 0 }));
    } else {
      this.patch(id, (i) => ({ ...i, status: 'error', message: uploadErrorMessage(result.error) }));
      const item = this.find(id);
      if (item) this.emit({ type: 'error', item, error: result.error });
    }
    this.pump();
  }

  /** Nothing left to send: finished files leave the list (they are clips now); failed ones stay. */
  private finishBatch(): void {
    if (!this.items.some((i) => i.status === 'done')) return;
    const failed = this.items.filter((i) => i.status === 'error').length;
    this.set(this.items.filter((i) => i.status !== 'done'));
    this.emit({ type: 'drained', failed });
  }

  private find(id: string): UploadItem<R> | undefined {
    return this.items.find((i) => i.id === id);
  }

  private patch(id: string, fn: (item: UploadItem<R>) => UploadItem<R>): void {
    let changed = false;
    const next = this.items.map((i) => {
      if (i.id !== id) return i;
      const updated = fn(i);
      changed ||= updated !== i;
      return updated;
    });
    if (changed) this.set(next);
  }

  private set(items: readonly UploadItem<R>[]): void {
    this.items = items;
    this.listeners.forEach((l) => l());
  }

  private emit(event: UploadEvent<R>): void {
    this.onEvent?.(event);
  }
}
