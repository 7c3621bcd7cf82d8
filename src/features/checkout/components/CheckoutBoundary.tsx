import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { greetingDetailQuery } from '@/api/preview/queries';
import { httpStatusOf } from '@/shared/lib/loadErrorKind';
import { LoadError } from '@/shared/ui/LoadError';
import { QueryBoundary } from '@/shared/ui/QueryBoundary';
import { paymentSent } from '@/features/checkout/hooks/paymentSent';
import { PURCHASED_STATE } from '@/features/checkout/hooks/usePayment';
import { alreadyBoughtDestination } from '@/features/checkout/rules/alreadyBought';
import { CheckoutSkeleton } from './CheckoutItem';

type CheckoutBoundaryProps = { greetingId: string; children: ReactNode };

/**
 * The checkout's load under the page's own heading (a guest's differs): its skeleton, then the
 * form; a refusal (400) may mean there is nothing left to buy, anything else is LoadError.
 * 'Try again' (or the connection coming back) loads it again.
 */
export function CheckoutBoundary({ greetingId, children }: CheckoutBoundaryProps) {
  return (
    <QueryBoundary
      fallback={<CheckoutSkeleton />}
      renderError={(error, retry) =>
        httpStatusOf(error) === 400 ? (
          <NothingToBuy greetingId={greetingId} refusal={error} onRetry={retry} />
        ) : (
          <LoadError error={error} onRetry={retry} />
        )
      }
    >
      {children}
    </QueryBoundary>
  );
}

type NothingToBuyProps = { greetingId: string; refusal: unknown; onRetry: () => void };

/**
 * Refused: is it bought already? A paid greeting (also one paid just before a reload) goes to its
 * thank-you page instead of being offered again; otherwise the refusal is shown. The greeting is
 * read while the page's skeleton shows (its Fallback).
 */
function NothingToBuy({ greetingId, refusal, onRetry }: NothingToBuyProps) {
  const detail = useSuspenseQuery({ ...greetingDetailQuery(greetingId), staleTime: 0 });
  const { item } = detail.data;
  const destination = alreadyBoughtDestination(item);
  // paid by this tab's own payment, answered after a reload: still a fresh purchase
  const justPaid = destination !== null && item.hasPaid && paymentSent.has(greetingId);
  useEffect(() => {
    // bought: the payment of before the reload is settled
    if (destination) paymentSent.clear(greetingId);
  }, [destination, greetingId]);
  if (destination) return <Navigate to={destination} replace state={justPaid ? PURCHASED_STATE : undefined} />;
  // a copy read before (the thank-you page's) may be out of date: the refusal stands once read afresh
  if (detail.isFetching) return <CheckoutSkeleton />;
  return <LoadError error={refusal} onRetry={onRetry} />;
}
