import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshGreeting } from '@/api/greetingKeys';
import { confirmFinalizeCheck, lockdown } from './requests';

type Id = string | number;

export function useConfirmFinalizeCheck() {
  return useMutation({ mutationFn: (fizzId: Id) => confirmFinalizeCheck(fizzId) });
}

/** 'It's finished', confirmed: locks the greeting, then refreshes everything about it. */
export function useLockdown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fizzId: Id) => lockdown(fizzId),
    onSuccess: (_data, fizzId) => refreshGreeting(queryClient, fizzId),
  });
}
