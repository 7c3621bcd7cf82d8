import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PROCESS_POLL_MS, processQuery } from '@/api/preview/queries';
import type { Process } from '@/api/preview/schemas';
import { every } from '@/shared/lib/poller';
import { usePolling } from '@/shared/lib/usePolling';
import { processOutcome } from '@/features/preview/rules/arrival';
import { useOnline } from './useOnline';

/**
 * While the stitched video is not ready: polls process every 3 s (the shared loop: never faster,
 * paused while offline, resumed when the connection returns) until isDone. A failed poll is shown
 * and the next one still runs.
 */
export function useProcessing(greetingId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [done, setDone] = useState<Process | null>(null);
  const [latest, setLatest] = useState<Process | null>(null);
  const [pollError, setPollError] = useState<unknown>(null);

  usePolling<Process>({
    enabled: enabled && done === null,
    key: greetingId,
    poll: () => queryClient.fetchQuery(processQuery(greetingId)),
    delay: every(PROCESS_POLL_MS),
    onResult: (process) => {
      setPollError(null);
      setLatest(process);
      if (process.isDone) setDone(process);
      return processOutcome(process);
    },
    onError: setPollError,
  });

  return { done, pollError, offline: !online, progress: latest?.progress ?? null };
}
