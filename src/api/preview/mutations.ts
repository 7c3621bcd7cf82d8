import { useMutation, useQueryClient } from '@tanstack/react-query';
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
    onSuccess: async (_data, fizzId) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: previewKeys.process(fizzId) }),
        queryClient.invalidateQueries({ queryKey: previewKeys.detail(fizzId) }),
      ]);
    },
  });
}
