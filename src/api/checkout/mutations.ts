import { hashKey, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { greetingKeys, refreshGreeting } from '@/api/greetings/keys';
import { checkoutKeys } from './keys';
import { payForGreeting } from './requests';
import type { PayBody } from './schemas';

/**
 * Paid: no screen may show this greeting as unpaid any more. The copies no screen is using (a
 * thank-you detail read before paying, the project list) are dropped, so the next screen loads
 * them fresh behind its spinner instead of showing the unpaid copy while it refetches. The
 * checkout page keeps its own copy until it leaves (it is never cached after that: gcTime 0).
 * Everything else about the greeting is fetched again. Not awaited: the buyer moves on at once.
 */
export function forgetUnpaidGreeting(queryClient: QueryClient, greetingId: string | number): void {
  const checkoutHash = hashKey(checkoutKeys.detail(greetingId));
  queryClient.removeQueries({
    queryKey: greetingKeys.root(greetingId),
    type: 'inactive',
    predicate: (query) => query.queryHash !== checkoutHash,
  });
  queryClient.removeQueries({ queryKey: greetingKeys.list(), type: 'inactive' });
  void refreshGreeting(queryClient, greetingId);
}

/**
 * Pays for a greeting. Never retried, and never paused: offline, it fails at once rather than
 * waiting to charge the card when the connection returns (a payment is sent at most once per call).
 */
export function usePay(greetingId: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayBody) => payForGreeting(greetingId, body),
    retry: false,
    networkMode: 'always',
    onSuccess: () => forgetUnpaidGreeting(queryClient, greetingId),
  });
}
