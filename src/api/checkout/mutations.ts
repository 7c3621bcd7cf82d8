import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshGreeting } from '../greetingKeys';
import { payForFizz } from './requests';
import type { PayBody } from './schemas';

/**
 * Pays for a greeting. Never retried, and never paused: offline, it fails at once rather than
 * waiting to charge the card when the connection returns (a payment is sent at most once per call).
 */
export function usePay(fizzId: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayBody) => payForFizz(fizzId, body),
    retry: false,
    networkMode: 'always',
    // paid: no screen may show this greeting as unpaid any more. Not awaited: everything about the
    // greeting is marked stale at once, and the buyer moves on without waiting for the refetches
    // (the checkout itself would now answer "already paid").
    onSuccess: () => {
      void refreshGreeting(queryClient, fizzId);
    },
  });
}
