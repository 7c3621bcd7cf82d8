import { cutOff, notSent, offeredAgain, Pauses, refusedWith } from './holds';
import { ItemList } from './itemList';
import { QueueStorage } from './queueStorage';
import type { QueueHandlers, Rejected, UploadQueueOptions } from './queueTypes';
import { fileProblem } from './rules';
import { SendLoop } from './sendLoop';
import { newItem, requeued, restoredItem, type NewUpload, type UploadItem } from './uploadItem';
import type { StoredUpload } from './uploadStore';

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
  private readonly list = new ItemList<UploadItem<R>>();
  private readonly storage: QueueStorage;
  private readonly pauses = new Pauses();
  private readonly sender: SendLoop<R>;
  private attached = true;
  private seq = 0;
  private options: UploadQueueOptions<R>;

  constructor(options: UploadQueueOptions<R>) {
    this.options = options;
    this.storage = new QueueStorage(options.persistence);
    this.sender = new SendLoop({
      list: this.list,
      storage: this.storage,
      options: () => this.options,
      mayStart: () => this.attached && !this.pauses.paused,
    });
  }

  /** A screen's latest callbacks (they change as it re-renders; the queue and its files stay). */
  configure(handlers: QueueHandlers<R>): void {
    this.options = { ...this.options, ...handlers };
  }

  getSnapshot = (): readonly UploadItem<R>[] => this.list.getSnapshot();
  subscribe = (listener: () => void): (() => void) => this.list.subscribe(listener);

  /** Something is still to be sent or on its way (leaving now would lose it). */
  isBusy(): boolean {
    return this.list.count((i) => i.status === 'idle' || i.status === 'pending') > 0;
  }

  /**
   * Queues every acceptable file, in order; the others come back with the reason, before anything
   * is sent. A file whose upload id is listed already (a second click) is not queued twice.
   */
  add(files: Iterable<NewUpload>): { added: UploadItem<R>[]; rejected: Rejected[] } {
    const added: UploadItem<R>[] = [];
    const rejected: Rejected[] = [];
    const listed = new Set(this.getSnapshot().map((i) => i.uploadId));
    for (const upload of files) {
      const file = 'uploadId' in upload ? upload.file : upload;
      const problem = fileProblem(file);
      if (problem) rejected.push({ name: file.name, message: problem });
      else if (!('uploadId' in upload && listed.has(upload.uploadId)))
        added.push(newItem(upload, ++this.seq, !this.options.prepare));
    }
    if (added.length) {
      for (const item of added) this.storage.keep(item);
      this.list.set([...this.getSnapshot(), ...added]);
      this.sender.pump();
    }
    return { added, rejected };
  }

  /**
   * Files kept from an earlier visit come back 'held', before the files of this visit; one already
   * listed (a second restore) is skipped. Nothing is sent until the user says so.
   */
  restore(stored: readonly StoredUpload[]): void {
    const known = new Set(this.getSnapshot().map((i) => i.uploadId));
    const back = stored
      .filter((s) => !known.has(s.uploadId))
      .map((s) => restoredItem<R>(s, ++this.seq, Boolean(s.prepared) || !this.options.prepare));
    if (back.length) this.list.set([...this.getSnapshot(), ...back].sort((a, b) => a.order - b.order));
  }

  /**
   * A failed file that can go again, or a held one, goes back in the queue ('Retry'; 'Upload now'
   * retries every held one, in order). A refused file stays as it is: it would be refused again.
   */
  retry(id: string): void {
    this.list.patch(
      (i) => i.id === id && ((i.status === 'error' && i.retryable) || i.status === 'held'),
      (i) => ({ ...i, status: 'idle', loaded: 0, message: null }),
    );
    this.sender.pump();
  }

  /** The connection is back: files cut off by it are offered again (held, with their message), with those that waited. */
  offerResume(): void {
    this.list.patch(cutOff, offeredAgain);
  }

  /**
   * A file being made ready (or sent) is dropped: its work stops, it leaves the list and the storage
   * ('Cancel'), and the next file goes.
   */
  cancel(id: string): void {
    const item = this.list.find(id);
    if (!item || item.status !== 'pending') return;
    if (this.sender.runningId === id) this.sender.stop();
    this.storage.dropped(item);
    this.list.remove((i) => i.id === id);
    this.sender.pump();
  }

  /** Nothing new starts (the upload under way carries on) until `resume`; pauses count, so each needs its resume. */
  pause(): void {
    this.pauses.pause();
  }

  resume(): void {
    this.pauses.resume();
    this.sender.pump();
  }

  /**
   * The destination takes no more files (e.g. the greeting was finished): every file not sent yet
   * fails with `message`, nothing more is sent, and storage forgets them (they can never go).
   */
  refuseWaiting(message: string): void {
    for (const item of this.getSnapshot()) if (notSent(item)) this.storage.refused(item);
    this.list.patch(notSent, refusedWith(message));
  }

  /** A failed or held file leaves the list (and the storage): 'Dismiss'; 'Remove' dismisses every held one. */
  dismiss(id: string): void {
    const item = this.list.find(id);
    if (!item || (item.status !== 'error' && item.status !== 'held')) return;
    this.storage.dropped(item);
    this.list.remove((i) => i.id === id);
  }

  /** The screen is showing again: carry on. */
  attach(): void {
    this.attached = true;
    this.sender.pump();
  }

  /** The screen went away: the upload under way is cancelled and goes back to the queue. */
  detach(): void {
    this.attached = false;
    const id = this.sender.runningId;
    if (id === null) return;
    this.sender.stop();
    this.list.update(id, requeued);
  }
}
