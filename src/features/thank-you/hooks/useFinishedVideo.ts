import { useSuspenseQuery } from '@tanstack/react-query';
import { finishedVideoQuery } from '@/api/preview/queries';
import { finishedVideoPoll, type FinishedVideoAnswer } from '@/features/thank-you/rules/finishedVideo';

/**
 * The greeting's finished video as the server tells it (the process answer), asked for on arrival
 * and again every 3 s while it is being made; null until it answers (or when it cannot: a guest
 * without the creating session). Never suspends, so the page shows at once.
 */
export function useFinishedVideo(greetingId: string | number): FinishedVideoAnswer | null {
  const { data } = useSuspenseQuery({
    ...finishedVideoQuery(greetingId),
    refetchInterval: (query) => finishedVideoPoll(query.state.data ?? null),
  });
  return data;
}
