import { heldOffline, waitsForConnection } from './holds';
import type { ItemList } from './itemList';
import { abortError, isAbort, prepareFile } from './prepareStep';
import type { QueueStorage } from './queueStorage';
import type { UploadEvent, UploadQueueOptions } from './queueTypes';
import { progressTotal, SLOW_UPLOAD_MS } from './rules';
import { RunningUpload } from './runningUpload';
import { arrived, failed, failureOf, readied, requeued, started, type UploadItem } from './uploadItem';

type Result<R> = { ok: true; response: R } | { ok: false; error: unknown };

/** What the loop works with: the queue's list and storage, its latest options, and whether it may start a file. */
export type SendLoopParts<R> = {
  list: ItemList<UploadItem<R>>;
  storage: QueueStorage;
  options: () => UploadQueueOptions<R>;
  mayStart: () => boolean;
};

/**
 * The queue's sending, one file at a time (spec part 2 §4): the next waiting file is made ready,
 * checked if it may have arrived already, and sent; its end (arrived, failed, stopped) decides
 * what it becomes, and the next one goes. When nothing waits, finished files leave the list.
 */
export class SendLoop<R> {
  private running: RunningUpload | null = null;

  constructor(private readonly parts: SendLoopParts<R>) {}

  get runningId(): string | null {
    return this.running?.id ?? null;
  }

  /** The upload under way stops (its work too); its end is then never heard. */
  stop(): void {
    this.running?.abort();
    this.running = null;
  }

  /** Starts the next waiting file, unless one is on its way or the queue may not start one. */
  pump(): void {
    const { list, storage, options, mayStart } = this.parts;
    if (this.running || !mayStart()) return;
    const next = list.first((i) => i.status === 'idle');
    if (!next) return this.finishBatch();
    const run = new RunningUpload(next.id, options().slowAfterMs ?? SLOW_UPLOAD_MS, () => {
      const item = list.find(next.id);
      if (item?.status === 'pending') this.emit({ type: 'slow', item });
    });
    this.running = run;
    list.update(next.id, started);
    storage.sending(next);
    // sent before (its answer lost) or kept from another visit: it may be there already; never send it twice
    const mayHaveArrived = next.attempts > 0 || next.restored;
    this.send(list.find(next.id)!, run, mayHaveArrived).then(
      (response) => this.settle(run, { ok: true, response }),
      (error: unknown) => this.settle(run, { ok: false, error }),
    );
  }

  /** Its steps: made ready on this device, checked if it may have arrived, sent. */
  private async send(item: UploadItem<R>, run: RunningUpload, mayHaveArrived: boolean): Promise<R> {
    const ready = item.prepared ? item : await this.ready(item, run);
    const check = this.parts.options().alreadyUploaded;
    const found = mayHaveArrived && check ? await check(ready) : null;
    if (found !== null) return found;
    if (run.signal.aborted) throw abortError();
    const onProgress = (loaded: number, total: number | undefined) => {
      if (this.running !== run) return;
      this.parts.list.update(item.id, (i) => ({ ...i, loaded, total: progressTotal(total, i.file.size) }));
    };
    return this.parts.options().upload(ready, onProgress, run.signal);
  }

  /**
   * The made file replaces the picked one in the list and in storage, so a reload sends it without
   * preparing again. A file that cannot be made ready fails for good (Dismiss only).
   */
  private async ready(item: UploadItem<R>, run: RunningUpload): Promise<UploadItem<R>> {
    const { list, storage, options } = this.parts;
    const { file, note } = await prepareFile(options().prepare!, item.file, run.signal, (done) => {
      if (this.running === run && !run.signal.aborted) list.update(item.id, (i) => ({ ...i, preparing: done }));
    });
    list.update(item.id, (i) => readied(i, file, note));
    const ready = list.find(item.id)!;
    // kept in place of the picked file; about to be sent (attempted, as pump() marked it)
    if (file !== item.file) storage.keep(ready, { attempted: true, prepared: true });
    return ready;
  }

  private settle(run: RunningUpload, result: Result<R>): void {
    // stopped (a cancel, the screen gone): the item is already gone or back in the queue
    if (this.running !== run) return;
    run.end();
    this.running = null;
    const { list, storage } = this.parts;
    const item = list.find(run.id);
    if (!item) return this.pump();
    if (result.ok) {
      storage.arrived(item);
      list.update(item.id, (i) => arrived(i, result.response));
      this.emit({ type: 'success', item: list.find(item.id)!, response: result.response });
    } else if (isAbort(result.error)) {
      list.update(item.id, requeued);
    } else {
      this.fail(item, result.error);
    }
    this.pump();
  }

  private fail(item: UploadItem<R>, error: unknown): void {
    const { list, storage } = this.parts;
    const failure = failureOf(error);
    // refused: it can never go, so storage forgets it (the row stays until dismissed)
    if (failure.retryable) storage.failed(item, failure.message);
    else storage.refused(item);
    list.update(item.id, (i) => failed(i, failure));
    // no connection: the files after it would fail the same way; they wait for it instead
    if (failure.offline) list.patch(waitsForConnection, heldOffline);
    this.emit({ type: 'error', item: list.find(item.id)!, error });
  }

  /** Nothing left to send: finished files leave the list (they are clips now); failed ones stay. */
  private finishBatch(): void {
    const { list } = this.parts;
    if (!list.count((i) => i.status === 'done')) return;
    const failedCount = list.count((i) => i.status === 'error');
    const held = list.count((i) => i.status === 'held');
    list.remove((i) => i.status === 'done');
    this.emit({ type: 'drained', failed: failedCount, held });
  }

  private emit(event: UploadEvent<R>): void {
    this.parts.options().onEvent?.(event);
  }
}
