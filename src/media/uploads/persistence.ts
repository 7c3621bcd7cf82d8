import { openIdbUploadStore, type StoredUpload, type StoredUploadMeta, type UploadStore } from './uploadStore';

/**
 * Whether this browser keeps waiting uploads across a reload: 'unknown' until the store answers,
 * then 'kept', or 'not-kept' (no IndexedDB, private mode, storage full). One answer per browser, so
 * one module-level value every upload panel can show.
 */
export type UploadStorageState = 'unknown' | 'kept' | 'not-kept';

let state: UploadStorageState = 'unknown';
let opening: Promise<UploadStore | null> | null = null;
const listeners = new Set<() => void>();

function setState(next: UploadStorageState): void {
  if (state === next || state === 'not-kept') return; // once a write failed, the notice stays
  state = next;
  listeners.forEach((l) => l());
}

export const getUploadStorageState = (): UploadStorageState => state;
export function subscribeUploadStorage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The store, opened once; null when the browser cannot keep files (the queue then runs in memory). */
export function uploadStore(open: () => Promise<UploadStore> = openIdbUploadStore): Promise<UploadStore | null> {
  opening ??= open().then(
    (store) => {
      setState('kept');
      return store;
    },
    () => {
      setState('not-kept');
      return null;
    },
  );
  return opening;
}

/** Tests only: forget the opened store and the state. */
export function resetUploadStorage(): void {
  opening = null;
  state = 'unknown';
  listeners.forEach((l) => l());
}

/** Why the queue lets a file go: it arrived, it can never go (refused), or the user dropped it. */
export type LetGo = 'arrived' | 'refused' | 'dropped';

/** What the upload queue tells its storage. Every call is fire-and-forget and never throws. */
export interface QueuePersistence {
  save(meta: Omit<StoredUploadMeta, 'owner'>, file: File): void;
  patch(uploadId: string, changes: Partial<Pick<StoredUploadMeta, 'attempted' | 'message'>>): void;
  /** The queue is done with it (`why`): the upload store forgets it whatever the reason. */
  remove(uploadId: string, why: LetGo): void;
  /** The owner's kept files, in queue order (none when storage is unavailable). */
  load(): Promise<StoredUpload[]>;
}

/**
 * One owner's files in the store. Writes to one file run in order (a quick upload's removal never
 * overtakes the write that kept it); a failed write switches the notice on and the upload goes on.
 */
export function ownerPersistence(owner: string, open: () => Promise<UploadStore | null> = () => uploadStore()): QueuePersistence {
  const chains = new Map<string, Promise<void>>();
  const queueWrite = (uploadId: string, write: (store: UploadStore) => Promise<void>) => {
    const previous = chains.get(uploadId) ?? Promise.resolve();
    const next = previous
      .then(open)
      .then((store) => (store ? write(store) : undefined))
      .catch(() => setState('not-kept'));
    chains.set(uploadId, next);
    void next.then(() => {
      if (chains.get(uploadId) === next) chains.delete(uploadId);
    });
  };
  return {
    save: (meta, file) => queueWrite(meta.uploadId, (store) => store.put({ ...meta, owner }, file)),
    patch: (uploadId, changes) => queueWrite(uploadId, (store) => store.patch(owner, uploadId, changes)),
    remove: (uploadId) => queueWrite(uploadId, (store) => store.remove(owner, uploadId)),
    load: async () => {
      const store = await open();
      if (!store) return [];
      try {
        return await store.list(owner);
      } catch {
        setState('not-kept');
        return [];
      }
    },
  };
}
