import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { ownerPersistence, type QueuePersistence } from './persistence';
import type { PrepareFn, Rejected, UploadEvent, UploadFn } from './queueTypes';
import type { NewUpload, UploadItem } from './uploadItem';
import { UploadQueue } from './uploadQueue';
import { useUploadLeaveGuard } from './useUploadLeaveGuard';
import { useUploadToasts } from './useUploadToasts';

export type UploadSessionOptions<R> = {
  /** Whose files these are in storage ('edit:1001', 'invite:inv-1001'): that page offers them back. */
  owner: string;
  upload: UploadFn<R>;
  /** Makes each file ready on this device before it goes (src/media/prepare); none: as picked. */
  prepare?: PrepareFn;
  /** Did a file that may have gone up already (sent before, or kept from another visit) arrive? null = no. */
  alreadyUploaded?: (item: UploadItem<R>) => Promise<R | null>;
  /** The screen's own part (after the toasts): a new clip in its data, a move on once all arrived. */
  onEvent?: (event: UploadEvent<R>) => void;
  /** Tests: another storage. */
  persistence?: QueuePersistence;
  /** While true, no new file starts (the one under way carries on): e.g. the invitee's name field shows a refused name. */
  hold?: boolean;
};

/**
 * A screen's upload session (spec part 2 §4): the queue (one file at a time, in order; failures
 * kept for Retry or Dismiss), kept across reloads (the owner's waiting or failed files come back
 * held, sent only on the user's word), its toasts, and the leave guard while something is on its
 * way (`blocker`: show LeaveUploadsDialog). The upload under way stops when the screen goes and
 * goes on when it comes back; when the connection returns, the files it cut off are offered again.
 */
export function useUploadSession<R>({
  owner,
  upload,
  prepare,
  alreadyUploaded,
  onEvent,
  persistence,
  hold = false,
}: UploadSessionOptions<R>) {
  const toasts = useUploadToasts();
  const handlers = {
    upload,
    prepare,
    alreadyUploaded,
    onEvent: (event: UploadEvent<R>) => {
      toasts(event);
      onEvent?.(event);
    },
  };
  const [{ queue, store }] = useState(() => {
    const store = persistence ?? ownerPersistence(owner);
    return { queue: new UploadQueue<R>({ persistence: store, ...handlers }), store };
  });
  // the latest callbacks: the queue (made once) always calls what the screen passes now
  useEffect(() => {
    queue.configure(handlers);
  });
  // after the callbacks above: a file let go by the end of a hold is sent with this render's
  useEffect(() => {
    if (!hold) return;
    queue.pause();
    return () => queue.resume();
  }, [queue, hold]);
  const [rejected, setRejected] = useState<Rejected[]>([]);
  // the files kept from an earlier visit are back in the list (until then an empty list says nothing)
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    let live = true;
    void store.load().then((kept) => {
      if (!live) return;
      queue.restore(kept);
      setRestored(true);
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
  const busy = items.some((i) => i.status === 'idle' || i.status === 'pending');
  // asked at the moment of leaving: the screen's own move once the last file arrived goes through
  const blocker = useUploadLeaveGuard(() => queue.isBusy(), busy);

  /** Queues the files; answers the ones taken (the rest are listed in `rejected`). */
  const add = useCallback(
    (files: Iterable<NewUpload>) => {
      const { added, rejected: refused } = queue.add(files);
      setRejected(refused);
      return added;
    },
    [queue],
  );
  const retry = useCallback((id: string) => queue.retry(id), [queue]);
  const cancel = useCallback((id: string) => queue.cancel(id), [queue]);
  const dismiss = useCallback((id: string) => queue.dismiss(id), [queue]);
  const clearRejected = useCallback(() => setRejected([]), []);

  /**
   * A refusal may mean the destination takes no more (a finished greeting): nothing new is sent
   * while `isClosed` looks, and if it is closed every file still waiting fails with `message`.
   * A look-up that fails changes nothing (the next file finds out for itself).
   */
  const refuseWaitingIf = useCallback(
    async (isClosed: () => Promise<boolean>, message: string) => {
      queue.pause();
      try {
        if (await isClosed()) queue.refuseWaiting(message);
      } catch {
        // not known: carry on
      } finally {
        queue.resume();
      }
    },
    [queue],
  );

  return { items, add, retry, cancel, dismiss, rejected, clearRejected, blocker, refuseWaitingIf, restored };
}

export type UploadSession<R> = ReturnType<typeof useUploadSession<R>>;
