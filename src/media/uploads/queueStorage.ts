import type { QueuePersistence } from './persistence';
import type { UploadItem } from './uploadItem';

type Item = UploadItem<unknown>;

/**
 * What the queue keeps in storage about its files, in the queue's words (persistence.ts does the
 * writing, fire-and-forget; none: memory only). A file is kept from the moment it is queued until
 * it arrives or the queue lets it go.
 */
export class QueueStorage {
  constructor(private readonly persistence: QueuePersistence | undefined) {}

  /** A new file, or the file made ready in its place (then `prepared`, and about to be sent). */
  keep(item: Item, state: { attempted: boolean; prepared: boolean } = { attempted: false, prepared: false }): void {
    const { file } = item;
    this.persistence?.save(
      {
        uploadId: item.uploadId,
        order: item.order,
        name: file.name,
        type: file.type,
        lastModified: file.lastModified,
        message: null,
        ...state,
      },
      file,
    );
  }

  /** About to go for the first time: from now on it may arrive even if no answer does. */
  sending(item: Item): void {
    if (item.attempts === 0) this.persistence?.patch(item.uploadId, { attempted: true });
  }

  /** A failure a retry can mend: kept, with its message for the next visit. */
  failed(item: Item, message: string): void {
    this.persistence?.patch(item.uploadId, { message });
  }

  /** It is a clip now: never kept (nor sent) again. */
  arrived(item: Item): void {
    this.persistence?.remove(item.uploadId, 'arrived');
  }

  /** It can never go (the server or the device refused it, or the greeting takes no more). */
  refused(item: Item): void {
    this.persistence?.remove(item.uploadId, 'refused');
  }

  /** The user let it go (Dismiss, Cancel, Remove). */
  dropped(item: Item): void {
    this.persistence?.remove(item.uploadId, 'dropped');
  }
}
