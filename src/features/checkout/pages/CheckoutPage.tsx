import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { checkoutQuery } from '@/api/checkout/queries';
import { greetingDetailQuery } from '@/api/preview/queries';
import { paths } from '@/shared/config/paths';
import { httpStatusOf } from '@/shared/lib/loadErrorKind';
import { useSignedIn } from '@/shared/lib/useSignedIn';
import { LoadError } from '@/shared/ui/LoadError';
import { PageHeading } from '@/shared/ui/PageHeading';
import { CheckoutItem, CheckoutSkeleton } from '@/features/checkout/components/CheckoutItem';
import { PaymentForm } from '@/features/checkout/components/PaymentForm';
import { paymentSent } from '@/features/checkout/hooks/paymentSent';
import { PURCHASED_STATE, usePayment } from '@/features/checkout/hooks/usePayment';
import { checkoutAccess, checkoutHeading, isGuestState, type CheckoutAccess } from '@/features/checkout/rules/access';
import { alreadyBoughtDestination } from '@/features/checkout/rules/alreadyBought';
import styles from '@/features/checkout/components/Checkout.module.css';

/**
 * /checkout/{greetingId} (part 1 §2): the item, its order summary and 'Payment information'. A guest
 * arrives with the guest flag in navigation state; anyone else must be signed in.
 */
export default function CheckoutPage() {
  const { greetingId = '' } = useParams();
  const location = useLocation();
  const access = checkoutAccess(isGuestState(location.state), useSignedIn());
  if (access === 'sign-in') return <Navigate to={paths.login(greetingId)} replace />;
  return <Checkout greetingId={greetingId} access={access} />;
}

function Checkout({ greetingId, access }: { greetingId: string; access: Exclude<CheckoutAccess, 'sign-in'> }) {
  const payment = usePayment(greetingId);
  // From the click on, the form stays as it is: the checkout is not fetched again (once paid it
  // would answer "already paid" while the thank-you page loads; the payment's own navigation wins).
  const frozen = payment.processing;
  const checkout = useQuery({ ...checkoutQuery(greetingId), enabled: !frozen });
  // refused (400): is there nothing left to buy? A paid greeting (also one paid just before a
  // reload) goes to its thank-you page instead of being offered again.
  const refused = !frozen && checkout.isError && httpStatusOf(checkout.error) === 400;
  const detail = useQuery({ ...greetingDetailQuery(greetingId), enabled: refused, staleTime: 0 });
  const destination = refused && detail.data ? alreadyBoughtDestination(detail.data.item) : null;
  // paid by this tab's own payment, answered after a reload: still a fresh purchase
  const justPaid = destination !== null && detail.data!.item.hasPaid && paymentSent.has(greetingId);
  // answered either way (bought, or still to buy): the payment of before the reload is settled
  const settled = destination !== null || (!frozen && checkout.isSuccess);
  useEffect(() => {
    if (settled) paymentSent.clear(greetingId);
  }, [settled, greetingId]);
  if (destination) return <Navigate to={destination} replace state={justPaid ? PURCHASED_STATE : undefined} />;

  // The form, once shown, stays (with what was typed) when a later load fails on the way (the
  // network, the server); it goes only when the server refuses the checkout for good.
  const cannotBuy = refused && !detail.isPending;
  const data = cannotBuy ? null : (checkout.data ?? null);
  return (
    <section className="container">
      <PageHeading>{checkoutHeading(access)}</PageHeading>
      {data ? (
        <div className={styles.layout}>
          <CheckoutItem name={data.name} img={data.img} price={data.price} />
          <PaymentForm price={data.price} publicKey={data.publicKey} access={access} payment={payment} />
        </div>
      ) : checkout.isPending || (refused && detail.isPending) ? (
        <CheckoutSkeleton />
      ) : (
        <LoadError error={checkout.error} onRetry={() => void checkout.refetch()} />
      )}
    </section>
  );
}
