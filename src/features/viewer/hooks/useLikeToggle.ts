import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { viewerKeys } from '@/api/viewer/keys';
import { useLike } from '@/api/viewer/mutations';
import type { Stats } from '@/api/viewer/schemas';
import { settledLike, toggledLike, type LikeOutcome, type LikeState } from '@/features/viewer/rules/likeCount';

/**
 * The like toggle: the count moves by one at once, then shows the server's answer; a failed call
 * goes back to the server's value and is logged only (part 2 §4, §8). Quick presses each send their
 * call; only the last one's answer settles what shows.
 */
export function useLikeToggle(uuid: string, stats: Stats) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useLike(uuid);
  const [pressed, setPressed] = useState<LikeState | null>(null);
  const latest = useRef(0);
  const server: LikeState = { likeCount: stats.likeCount, userLiked: stats.userLiked };
  const shown = pressed ?? server;

  const toggle = () => {
    const next = toggledLike(shown);
    const call = ++latest.current;
    setPressed(next);
    const settle = (outcome: LikeOutcome) => {
      if (call !== latest.current) return;
      queryClient.setQueryData<Stats>(viewerKeys.stats(uuid), (old) => (old ? { ...old, ...settledLike(server, outcome) } : old));
      setPressed(null);
    };
    mutateAsync(next.userLiked).then(
      ({ likeCount, userLiked }) => settle({ ok: true, server: { likeCount, userLiked } }),
      (error: unknown) => {
        console.warn('[viewer] the like was not saved', error);
        settle({ ok: false });
      },
    );
  };

  return { shown, toggle };
}
