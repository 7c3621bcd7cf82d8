import { useCallback } from 'react';
import { useMarkViewed } from '@/api/viewer/mutations';
import { local, storageKeys } from '@/shared/lib/storage';
import { parseLastView, shouldCountView } from '@/features/viewer/rules/viewCount';

/**
 * Returns the callback for a video's play event: it sends 'viewed' when the re-count rule allows
 * (another greeting, or more than a minute since this browser's last count). A failure is logged
 * only (part 2 §8) and the stored count is put back, so the next play tries again.
 */
export function useViewCounter(uuid: string): () => void {
  const { mutate } = useMarkViewed(uuid);
  return useCallback(() => {
    const previous = local.get(storageKeys.lastView);
    const now = Date.now();
    if (!shouldCountView(parseLastView(previous), uuid, now)) return;
    const mine = JSON.stringify({ uuid, at: now });
    local.set(storageKeys.lastView, mine);
    mutate(undefined, {
      onError: (error) => {
        console.warn('[viewer] the view was not counted', error);
        if (local.get(storageKeys.lastView) !== mine) return;
        if (previous === null) local.remove(storageKeys.lastView);
        else local.set(storageKeys.lastView, previous);
      },
    });
  }, [mutate, uuid]);
}
