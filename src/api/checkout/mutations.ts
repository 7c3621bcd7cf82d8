import { useMutation, useQueryClient } from '@tanstack/react-query';
import { previewKeys } from '../preview/keys';
import { checkoutKeys } from './keys';
import { payForFizz } from './requests';
import type { PayBody } from './schemas';

/** Pays for a greeting. Never retried: a payment is sent at most once per call. */
export function usePay(fizzId: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayBody) => payForFizz(fizzId, body),
    retry: false,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: checkoutKeys.detail(fizzId) }),
        queryClient.invalidateQueries({ queryKey: previewKeys.detail(fizzId) }),
      ]);
    },
  });
}
