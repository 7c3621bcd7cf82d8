import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshGreeting } from '../greetingKeys';
import { previewKeys } from './keys';
import { confirmFinalizeCheck, lockdown, newFinalize } from './requests';

type Id = string | number;

/** The combine request the preview screen sends on arrival. */
export function useNewFinalize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fizzId: Id) => newFinalize(fizzId),
    onSuccess: (_data, fizzId) => queryClient.invalidateQueries({ queryKey: previewKeys.process(fizzId) }),
  });
}

export function useConfirmFinalizeCheck() {
  return useMutation({ mutationFn: (fizzId: Id) => confirmFinalizeCheck(fizzId) });
}

/** 'It's finished', confirmed: locks the greeting. */
export function useLockdown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fizzId: Id) => lockdown(fizzId),
    onSuccess: (_data, fizzId) => refreshGreeting(queryClient, fizzId),
  });
}
