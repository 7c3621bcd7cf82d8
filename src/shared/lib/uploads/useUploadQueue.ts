import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { ownerPersistence, type QueuePersistence } from './persistence';
import { UploadQueue, type Rejected, type UploadEvent, type UploadFn, type UploadItem } from './uploadQueue';

export type UseUploadQueueOptions<R> = {
  /** Whose files these are in storage ('edit:1001', 'invite:inv-1001'): that page offers them back. */
  owner: string;
  upload: UploadFn<R>;
  alreadyUploaded?: (item: UploadItem<R>) => Promise<R | null>;
  onEvent?: (event: UploadEvent<R>) => void;
  /** Tests: another storage. */
  persistence?: QueuePersistence;
};

/**
 * A screen's upload queue, kept across reloads: on mount the owner's waiting or failed files come
 * back held (offered, never sent on their own); the upload under way stops when the screen goes
 * and goes on when it comes back; when the connection returns, files it cut off are offered again.
 */
export function useUploadQueue<R>({ owner, upload, alreadyUploaded, onEvent, persistence }: UseUploadQueueOptions<R>) {
  const [{ queue, store }] = useState(() => {
    const store = persistence ?? ownerPersistence(owner);
    return { queue: new UploadQueue<R>({ persistence: store, upload, alreadyUploaded, onEvent }), store };
  });
  // the latest callbacks: the queue (made once) always calls what the screen passes now
  useEffect(() => {
    queue.configure({ upload, alreadyUploaded, onEvent });
  });
  const [rejected, setRejected] = useState<Rejected[]>([]);

  useEffect(() => {
    let live = true;
    void store.load().then((kept) => {
      if (live) queue.restore(kept);
    });
    return () => {
      live = false;
    };
  }, [queue, store]);

  useEffect(() => {
    queue.attach();
    return () => queue.detach();
  }, [queue]);

  useEffect(() => {
    const online = () => queue.offerResume();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [queue]);

  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);

  const add = useCallback((files: Iterable<File>) => setRejected(queue.add(files).rejected), [queue]);
  const retry = useCallback((id: string) => queue.retry(id), [queue]);
  const dismiss = useCallback((id: string) => queue.dismiss(id), [queue]);
  const uploadHeld = useCallback(() => queue.uploadHeld(), [queue]);
  const removeHeld = useCallback(() => queue.removeHeld(), [queue]);
  const clearRejected = useCallback(() => setRejected([]), []);

  const busy = items.some((i) => i.status === 'idle' || i.status === 'pending');
  return { queue, items, busy, add, retry, dismiss, uploadHeld, removeHeld, rejected, clearRejected };
}
