import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { checkoutQuery } from '@/api/checkout/queries';
import { paths } from '@/shared/config/paths';
import { httpStatusOf } from '@/shared/lib/loadErrorKind';
import { useSignedIn } from '@/shared/lib/useSignedIn';
import { LoadError } from '@/shared/ui/LoadError';
import { PageHeading } from '@/shared/ui/PageHeading';
import { CheckoutItem, CheckoutSkeleton } from '@/features/checkout/components/CheckoutItem';
import { PaymentForm } from '@/features/checkout/components/PaymentForm';
import { NothingToBuy } from '@/features/checkout/components/NothingToBuy';
import { paymentSent } from '@/features/checkout/hooks/paymentSent';
import { usePayment } from '@/features/checkout/hooks/usePayment';
import { checkoutAccess, checkoutHeading, isGuestState, type CheckoutAccess } from '@/features/checkout/rules/access';
import styles from '@/features/checkout/components/Checkout.module.css';

const useCheckoutAccess = () => checkoutAccess(isGuestState(useLocation().state), useSignedIn());

/**
 * /checkout/{greetingId} (part 1 §2): the item, its order summary and 'Payment information'. A guest
 * arrives with the guest flag in navigation state; anyone else must be signed in.
 */
export default function CheckoutPage() {
  const { greetingId = '' } = useParams();
  const access = useCheckoutAccess();
  if (access === 'sign-in') return <Navigate to={paths.login(greetingId)} replace />;
  return (
    <CheckoutFrame>
      <Checkout greetingId={greetingId} access={access} />
    </CheckoutFrame>
  );
}

/** The page under its own heading (a guest's differs). */
function CheckoutFrame({ children }: { children: ReactNode }) {
  return (
    <section className="container">
      <PageHeading>{checkoutHeading(useCheckoutAccess())}</PageHeading>
      {children}
    </section>
  );
}

type CheckoutProps = { greetingId: string; access: Exclude<CheckoutAccess, 'sign-in'> };

/**
 * The form, once shown, stays (with what was typed) whatever a later read answers: a refetch's
 * failure (the network, the server) keeps the data on screen.
 */
function Checkout({ greetingId, access }: CheckoutProps) {
  const payment = usePayment(greetingId);
  // From the click on, the checkout is not fetched again (once paid it would answer "already paid"
  // while the thank-you page loads): 'static' data is never refetched, not even when invalidated.
  const frozen = payment.processing;
  const { data } = useSuspenseQuery({ ...checkoutQuery(greetingId), ...(frozen && { staleTime: 'static' as const }) });
  useEffect(() => {
    // still to buy: a payment of before a reload was not taken, so it is settled
    paymentSent.clear(greetingId);
  }, [greetingId]);
  return (
    <div className={styles.layout}>
      <CheckoutItem name={data.name} img={data.img} price={data.price} />
      <PaymentForm price={data.price} publicKey={data.publicKey} access={access} payment={payment} />
    </div>
  );
}

export function Fallback() {
  return (
    <CheckoutFrame>
      <CheckoutSkeleton />
    </CheckoutFrame>
  );
}

/**
 * A failed load, under the page's own heading: a refusal (400) may mean there is nothing left to
 * buy; anything else is LoadError. 'Try again' (or the connection coming back) loads it again.
 */
export function Failure({ error, retry }: { error: unknown; retry: () => void }) {
  const { greetingId = '' } = useParams();
  return (
    <CheckoutFrame>
      {httpStatusOf(error) === 400 ? (
        <Suspense fallback={<CheckoutSkeleton />}>
          <NothingToBuy greetingId={greetingId} refusal={error} onRetry={retry} />
        </Suspense>
      ) : (
        <LoadError error={error} onRetry={retry} />
      )}
    </CheckoutFrame>
  );
}

// only a failure of the already-bought check reaches the route (the page's Failure shows the rest)
export const errorHeading = 'Checkout';
