import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { checkoutQuery } from '@/api/checkout/queries';
import { paths } from '@/shared/config/paths';
import { useSignedIn } from '@/shared/lib/useSignedIn';
import { PageHeading } from '@/shared/ui/PageHeading';
import { CheckoutItem, CheckoutSkeleton } from '@/features/checkout/components/CheckoutItem';
import { PaymentForm } from '@/features/checkout/components/PaymentForm';
import { CheckoutBoundary } from '@/features/checkout/components/CheckoutBoundary';
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
    <section className="container">
      <PageHeading>{checkoutHeading(access)}</PageHeading>
      <CheckoutBoundary greetingId={greetingId}>
        <Checkout greetingId={greetingId} access={access} />
      </CheckoutBoundary>
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
    <section className="container">
      <PageHeading>{checkoutHeading(useCheckoutAccess())}</PageHeading>
      <CheckoutSkeleton />
    </section>
  );
}

// only a failure of the already-bought check reaches the route (the page's own boundary shows the rest)
export const errorHeading = 'Checkout';
