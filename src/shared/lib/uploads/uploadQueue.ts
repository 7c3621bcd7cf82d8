import type { QueuePersistence } from './persistence';
import {
  canRetryUpload,
  fileProblem,
  fileSizeMb,
  isConnectionFailure,
  isVideoFile,
  progressTotal,
  SLOW_UPLOAD_MS,
  uploadErrorMessage,
  type UploadStatus,
} from './rules';
import type { StoredUpload } from './uploadStore';

/** One file on its way up (spec part 2 §3 "Upload record"). The File stays here, so a failed upload can be retried. */
export type UploadItem<R = unknown> = {
  readonly id: string;
  /** The client's id for the upload: it names the file in storage and goes with it to the server. */
  readonly uploadId: string;
  /** Its place in the queue; files kept from an earlier visit come first. */
  readonly order: number;
  /** How often it was sent: once sent, it may have arrived even if the answer did not. */
  readonly attempts: number;
  /**
   * Kept from an earlier visit (or another tab): it may have gone up meanwhile, so the greeting is
   * asked before it is sent.
   */
  readonly restored: boolean;
  /** The last failure was a lost connection (it is offered again when the connection returns). */
  readonly offline: boolean;
  /**
   * Sending it again can work (see canRetryUpload): false once the server refused this file or the
   * greeting takes no more, and then the row offers Dismiss only.
   */
  readonly retryable: boolean;
  /** What is sent: the file picked, replaced by the one made ready on this device once it is. */
  readonly file: File;
  /** The file is ready to send (made ready on this device, or kept from a visit that had made it ready). */
  readonly prepared: boolean;
  /** A video being made ready (converted) on this device: how far, 0 to 1; null otherwise. */
  readonly preparing: number | null;
  /** What preparing did, for people ('Made smaller for a faster upload: 4.8 MB → 0.6 MB'). */
  readonly note: string | null;
  /** The name picked (a prepared file may carry another extension: the row keeps the name people know). */
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

/**
 * Makes a picked file ready to send on this device (src/shared/media/prepare, passed in by the screen:
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

/** A random id (crypto.randomUUID needs a secure context: fall back outside one). */
function newUploadId(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  return `up-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

const byId = (id: string) => (item: { id: string }) => item.id === id;

/** The file could not be made ready on this device (damaged, too large, a HEIC this browser cannot open): it never goes. */
class PrepareRefused extends Error {}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The upload queue (spec part 2 §4 "Upload"): files run one at a time, in the order chosen;
 * a failure never stops the files after it; a failed file stays listed (with its message) until
 * it is retried or dismissed; when the queue has nothing left to send, finished files leave the
 * list. Framework-free: a screen reads it with useSyncExternalStore.
 *
 * A lost connection stops the queue: the file under way fails ('Could not load. Please try
 * again.') and the files after it wait ('held') instead of failing one by one; `offerResume` (the
 * connection is back) offers them all again. `pause`/`resume` let a screen look into a refusal
 * before the next file goes, and `refuseWaiting` ends the queue when the destination takes no more.
 *
 * With `persistence`, every file waiting or failed is also kept in storage until it arrives or is
 * dismissed; `restore` brings kept files back as 'held', and nothing held is sent until
 * `retry` says so. A file that arrived is never kept, and one that may have arrived
 * (sent before, or kept from another visit) is checked (`alreadyUploaded`) before it is sent.
 */
export class UploadQueue<R = unknown> {
  private items: readonly UploadItem<R>[] = [];
  private readonly listeners = new Set<() => void>();
  private running: { id: string; controller: AbortController; slowTimer: ReturnType<typeof setTimeout> } | null = null;
  private attached = true;
  private paused = false;
  private seq = 0;
  private options: UploadQueueOptions<R>;

  constructor(options: UploadQueueOptions<R>) {
    this.options = options;
  }

  /** A screen's latest callbacks (they change as it re-renders; the queue and its files stay). */
  configure(handlers: Pick<UploadQueueOptions<R>, 'upload' | 'alreadyUploaded' | 'onEvent' | 'prepare'>): void {
    this.options = { ...this.options, ...handlers };
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
      const seq = ++this.seq;
      added.push({
        id: `upload-${seq}`,
        uploadId: newUploadId(),
        order: Date.now() * 1000 + (seq % 1000),
        attempts: 0,
        restored: false,
        offline: false,
        retryable: true,
        file,
        prepared: !this.options.prepare,
        preparing: null,
        note: null,
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
      for (const item of added) this.keep(item);
      this.set([...this.items, ...added]);
      this.pump();
    }
    return { added, rejected };
  }

  /**
   * Files kept from an earlier visit come back 'held', before the files of this visit; one already
   * listed (a second restore) is skipped. Nothing is sent until the user says so.
   */
  restore(stored: readonly StoredUpload[]): void {
    const known = new Set(this.items.map((i) => i.uploadId));
    const back = stored
      .filter((s) => !known.has(s.uploadId))
      .map((s): UploadItem<R> => ({
        id: `upload-${++this.seq}`,
        uploadId: s.uploadId,
        order: s.order,
        attempts: s.attempted ? 1 : 0,
        restored: true,
        offline: false,
        retryable: true,
        file: s.file,
        prepared: Boolean(s.prepared) || !this.options.prepare,
        preparing: null,
        note: null,
        name: s.file.name,
        isVideo: isVideoFile(s.file),
        sizeMb: fileSizeMb(s.file.size),
        status: 'held',
        loaded: 0,
        total: progressTotal(undefined, s.file.size),
        message: s.message,
        response: null,
      }));
    if (back.length) this.set([...this.items, ...back].sort((a, b) => a.order - b.order));
  }

  /**
   * A failed file that can go again, or a held one, goes back in the queue ('Retry'; 'Upload now'
   * retries every held one, in order). A refused file stays as it is: it would be refused again.
   */
  retry(id: string): void {
    this.patch(
      (i) => i.id === id && ((i.status === 'error' && i.retryable) || i.status === 'held'),
      (i) => ({ ...i, status: 'idle', loaded: 0, message: null }),
    );
    this.pump();
  }

  /** The connection is back: files cut off by it are offered again (held, with their message), with those that waited. */
  offerResume(): void {
    this.patch(
      (i) => i.status === 'error' && i.offline,
      (i) => ({ ...i, status: 'held' }),
    );
  }

  /**
   * A file being made ready (or sent) is dropped: its work stops, it leaves the list and the storage
   * ('Cancel'), and the next file goes.
   */
  cancel(id: string): void {
    const item = this.find(id);
    if (!item || item.status !== 'pending') return;
    if (this.running?.id === id) {
      clearTimeout(this.running.slowTimer);
      this.running.controller.abort();
      this.running = null;
    }
    this.options.persistence?.remove(item.uploadId);
    this.set(this.items.filter((i) => i.id !== id));
    this.pump();
  }

  /** Nothing new starts (the upload under way carries on) until `resume`. */
  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    this.pump();
  }

  /**
   * The destination takes no more files (e.g. the greeting was finished): every file not sent yet
   * fails with `message`, nothing more is sent, and storage forgets them (they can never go).
   */
  refuseWaiting(message: string): void {
    const waiting = (i: UploadItem<R>) => i.status === 'idle' || i.status === 'held' || i.status === 'error';
    for (const item of this.items) if (waiting(item)) this.options.persistence?.remove(item.uploadId);
    this.patch(waiting, (i) => ({ ...i, status: 'error', message, offline: false, retryable: false, loaded: 0 }));
  }

  /** A failed or held file leaves the list (and the storage): 'Dismiss'; 'Remove' dismisses every held one. */
  dismiss(id: string): void {
    const item = this.find(id);
    if (!item || (item.status !== 'error' && item.status !== 'held')) return;
    this.options.persistence?.remove(item.uploadId);
    this.set(this.items.filter((i) => i.id !== id));
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
    this.patch(byId(running.id), (i) => ({ ...i, status: 'idle', loaded: 0 }));
  }

  private pump(): void {
    if (this.running || !this.attached || this.paused) return;
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
    this.patch(byId(next.id), (i) => ({
      ...i,
      status: 'pending',
      loaded: 0,
      message: null,
      retryable: true,
      attempts: i.attempts + 1,
    }));
    const started = this.find(next.id)!;
    if (next.attempts === 0) this.options.persistence?.patch(next.uploadId, { attempted: true });

    const onProgress = (loaded: number, total: number | undefined) => {
      if (this.running?.id !== next.id) return;
      this.patch(byId(next.id), (i) => ({ ...i, loaded, total: progressTotal(total, i.file.size) }));
    };

    const send = async (): Promise<R> => {
      const ready = started.prepared ? started : await this.prepare(started, controller.signal);
      // sent before (its answer lost) or kept from another visit: it may be there already; never send it twice
      const check = this.options.alreadyUploaded;
      if ((next.attempts > 0 || next.restored) && check) {
        const found = await check(ready);
        if (found !== null) return found;
      }
      if (controller.signal.aborted) throw new DOMException('aborted', 'AbortError');
      return this.options.upload(ready, onProgress, controller.signal);
    };
    send().then(
      (response) => this.settle(next.id, controller, { ok: true, response }),
      (error: unknown) => this.settle(next.id, controller, { ok: false, error }),
    );
  }

  private settle(
    id: string,
    controller: AbortController,
    result: { ok: true; response: R } | { ok: false; error: unknown },
  ): void {
    // cancelled by detach(): the item is already back in the queue
    if (this.running?.id !== id || this.running.controller !== controller) return;
    clearTimeout(this.running.slowTimer);
    this.running = null;
    const persistence = this.options.persistence;
    const uploadId = this.find(id)?.uploadId;
    if (result.ok) {
      if (uploadId) persistence?.remove(uploadId); // arrived: it is never kept (nor sent) again
      this.patch(byId(id), (i) => ({ ...i, status: 'done', loaded: i.total, response: result.response }));
      const item = this.find(id);
      if (item) this.emit({ type: 'success', item, response: result.response });
    } else if (isAbort(result.error)) {
      this.patch(byId(id), (i) => ({ ...i, status: 'idle', loaded: 0, preparing: null }));
    } else {
      const { error } = result;
      const refused = error instanceof PrepareRefused;
      const message = refused ? error.message : uploadErrorMessage(error);
      const offline = !refused && isConnectionFailure(result.error);
      const retryable = !refused && canRetryUpload(result.error);
      // refused: it can never go, so storage forgets it (the row stays until dismissed)
      if (uploadId && retryable) persistence?.patch(uploadId, { message });
      else if (uploadId) persistence?.remove(uploadId);
      this.patch(byId(id), (i) => ({ ...i, status: 'error', message, offline, retryable, preparing: null }));
      // no connection: the files after it would fail the same way; they wait for it instead
      if (offline) {
        this.patch(
          (i) => i.status === 'idle',
          (i) => ({ ...i, status: 'held', offline: true }),
        );
      }
      const item = this.find(id);
      if (item) this.emit({ type: 'error', item, error: result.error });
    }
    this.pump();
  }

  /**
   * Makes the file ready on this device (the upload's first step): the made file replaces the picked
   * one in the list and in storage, so a reload sends it without preparing again. A file that cannot
   * be made ready fails for good (PrepareRefused: Dismiss only).
   */
  private async prepare(item: UploadItem<R>, signal: AbortSignal): Promise<UploadItem<R>> {
    const mine = () => this.running?.id === item.id && !signal.aborted;
    let result: { file: File; note: string | null };
    try {
      result = await this.options.prepare!(item.file, {
        signal,
        onConverting: () => void (mine() && this.patch(byId(item.id), (i) => ({ ...i, preparing: 0 }))),
        onProgress: (done) => void (mine() && this.patch(byId(item.id), (i) => ({ ...i, preparing: done }))),
      });
    } catch (error) {
      if (signal.aborted) throw new DOMException('aborted', 'AbortError');
      throw new PrepareRefused(error instanceof Error ? error.message : String(error));
    }
    if (signal.aborted) throw new DOMException('aborted', 'AbortError');
    const { file, note } = result;
    this.patch(byId(item.id), (i) => ({
      ...i,
      file,
      prepared: true,
      preparing: null,
      note,
      isVideo: isVideoFile(file),
      sizeMb: fileSizeMb(file.size),
      total: progressTotal(undefined, file.size),
    }));
    const ready = this.find(item.id)!;
    // kept in place of the picked file; about to be sent (attempted, as pump() marked it)
    if (file !== item.file) this.keep(ready, { attempted: true, prepared: true });
    return ready;
  }

  /** Nothing left to send: finished files leave the list (they are clips now); failed ones stay. */
  private finishBatch(): void {
    if (!this.items.some((i) => i.status === 'done')) return;
    const failed = this.items.filter((i) => i.status === 'error').length;
    const held = this.items.filter((i) => i.status === 'held').length;
    this.set(this.items.filter((i) => i.status !== 'done'));
    this.emit({ type: 'drained', failed, held });
  }

  /** A new file (or the file made ready in its place) is kept until it arrives (or is dismissed). */
  private keep(
    item: UploadItem<R>,
    state: { attempted: boolean; prepared: boolean } = { attempted: false, prepared: false },
  ): void {
    this.options.persistence?.save(
      {
        uploadId: item.uploadId,
        order: item.order,
        name: item.file.name,
        type: item.file.type,
        lastModified: item.file.lastModified,
        message: null,
        ...state,
      },
      item.file,
    );
  }

  private find(id: string): UploadItem<R> | undefined {
    return this.items.find((i) => i.id === id);
  }

  /** Changes the files `which` picks; nothing changes (and no one hears of it) when it picks none. */
  private patch(which: (item: UploadItem<R>) => boolean, fn: (item: UploadItem<R>) => UploadItem<R>): void {
    if (!this.items.some(which)) return;
    this.set(this.items.map((i) => (which(i) ? fn(i) : i)));
  }

  /** The one writer of the list: every change (patch, add, restore, removal) ends here, and subscribers hear of it. */
  private set(items: readonly UploadItem<R>[]): void {
    this.items = items;
    this.listeners.forEach((l) => l());
  }

  private emit(event: UploadEvent<R>): void {
    this.options.onEvent?.(event);
  }
}
