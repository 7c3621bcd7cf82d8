import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { LoadError } from '@/shared/ui/LoadError';
import { paymentSent } from '@/features/checkout/hooks/paymentSent';
import { useGreetingNow } from '@/features/checkout/hooks/useGreetingNow';
import { PURCHASED_STATE } from '@/features/checkout/hooks/usePayment';
import { alreadyBoughtDestination } from '@/features/checkout/rules/alreadyBought';

type NothingToBuyProps = { greetingId: string; refusal: unknown; onRetry: () => void };

/**
 * The checkout refused (400): is it bought already? A paid greeting (also one paid just before a
 * reload) goes to its thank-you page instead of being offered again; otherwise the refusal is
 * shown. It suspends while the greeting is read afresh.
 */
export function NothingToBuy({ greetingId, refusal, onRetry }: NothingToBuyProps) {
  const { item } = useGreetingNow(greetingId);
  const destination = alreadyBoughtDestination(item);
  // paid by this tab's own payment, answered after a reload: still a fresh purchase
  const justPaid = destination !== null && item.hasPaid && paymentSent.has(greetingId);
  useEffect(() => {
    // bought: the payment of before the reload is settled
    if (destination) paymentSent.clear(greetingId);
  }, [destination, greetingId]);
  if (destination) return <Navigate to={destination} replace state={justPaid ? PURCHASED_STATE : undefined} />;
  return <LoadError error={refusal} onRetry={onRetry} />;
}
