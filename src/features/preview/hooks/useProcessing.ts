import { useSuspenseQuery } from '@tanstack/react-query';
import { processQuery } from '@/api/preview/queries';
import { processPollInterval } from '@/features/preview/rules/arrival';
import { useOnline } from './useOnline';

/**
 * While the stitched video is not ready: React Query polls process every 3 s until isDone (each
 * wait counted from the last answer, so never faster; paused while offline, sent the moment the
 * connection returns; on in a hidden tab, as before). A failed poll is shown and the next one still runs.
 */
export function useProcessing(greetingId: string, enabled: boolean) {
  const online = useOnline();
  // never suspends (null until the first answer); off, there is no interval and so no poll
  const { data, error } = useSuspenseQuery({
    ...processQuery(greetingId),
    refetchInterval: (query) => (enabled ? processPollInterval(query.state.data) : false),
    refetchIntervalInBackground: true,
  });

  return { done: data?.isDone ? data : null, pollError: error, offline: !online, progress: data?.progress ?? null };
}
