import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshGreeting } from '../greetingKeys';
import { payForFizz } from './requests';
import type { PayBody } from './schemas';

/** Pays for a greeting. Never retried: a payment is sent at most once per call. */
export function usePay(fizzId: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayBody) => payForFizz(fizzId, body),
    retry: false,
    // paid: no screen may show this greeting as unpaid any more
    onSuccess: () => refreshGreeting(queryClient, fizzId),
  });
}
