import { useMutation, useQueryClient } from '@tanstack/react-query';
import { greetingKeys, refreshGreeting } from '@/api/greetings/keys';
import { previewKeys } from './keys';
import { confirmFinalizeCheck, lockdown, newFinalize } from './requests';

type Id = string | number;

/**
 * PUT new-finalize, the combine request the preview sends once per visit (features/preview
 * useFinalizeOnArrival). It queues a new stitching, so the greeting's processing state and the
 * list's view of it are stale; not awaited: the page shows the answer at once.
 */
export function useFinalize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (greetingId: Id) => newFinalize(greetingId),
    onSuccess: (_data, greetingId) => {
      void queryClient.invalidateQueries({ queryKey: previewKeys.process(greetingId) });
      void queryClient.invalidateQueries({ queryKey: greetingKeys.list() });
    },
  });
}

export function useConfirmFinalizeCheck() {
  return useMutation({ mutationFn: (greetingId: Id) => confirmFinalizeCheck(greetingId) });
}

/** 'It's finished', confirmed: locks the greeting, then refreshes everything about it. */
export function useLockdown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (greetingId: Id) => lockdown(greetingId),
    onSuccess: (_data, greetingId) => refreshGreeting(queryClient, greetingId),
  });
}
