import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshGreeting } from '@/api/greetingKeys';
import { confirmFinalizeCheck, lockdown } from './requests';

type Id = string | number;

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
