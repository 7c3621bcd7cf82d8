import type { UploadItem } from './uploadItem';

/**
 * The pauses in force (a refusal being looked into, a screen's hold): nothing new starts until
 * each is resumed; the upload under way carries on.
 */
export class Pauses {
  private count = 0;

  get paused(): boolean {
    return this.count > 0;
  }

  pause(): void {
    this.count += 1;
  }

  resume(): void {
    this.count = Math.max(0, this.count - 1);
  }
}

type Item = UploadItem<unknown>;

/** The connection dropped: the files not sent yet would fail the same way, so they wait for it ('held'). */
export const waitsForConnection = (i: Item) => i.status === 'idle';
export const heldOffline = <T extends Item>(i: T): T => ({ ...i, status: 'held', offline: true });

/** The connection is back: the file it cut off is offered again with those that waited (held, with its message). */
export const cutOff = (i: Item) => i.status === 'error' && i.offline;
export const offeredAgain = <T extends Item>(i: T): T => ({ ...i, status: 'held' });

/** Not sent yet (waiting, held or failed): what a destination that takes no more refuses. */
export const notSent = (i: Item) => i.status === 'idle' || i.status === 'held' || i.status === 'error';
export const refusedWith =
  (message: string) =>
  <T extends Item>(i: T): T => ({ ...i, status: 'error', message, offline: false, retryable: false, loaded: 0 });
