import { useEffect, useMemo, useRef } from 'react';
import { env } from '@/shared/config/env';
import { useZodForm } from '@/shared/lib/forms/useZodForm';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { emailInput, Field } from '@/shared/ui/Field';
import { Spinner } from '@/shared/ui/Spinner';
import { useCardEntry } from '@/features/checkout/hooks/useCardEntry';
import type { Payment } from '@/features/checkout/hooks/usePayment';
import type { CheckoutAccess } from '@/features/checkout/rules/access';
import { payDisabledReason } from '@/features/checkout/rules/cardEntry';
import { paymentEmailSchema, type PaymentEmailValues } from '@/features/checkout/rules/paymentEmail';
import { formatPrice } from '@/shared/lib/price';
import { CHECKOUT_TEXT } from '@/features/checkout/rules/texts';
import { CardEntryView } from './CardEntryView';
import type { CardTokenizer } from './cardTokenizer';
import styles from './Checkout.module.css';

type Props = {
  price: number | string;
  publicKey: string;
  access: Exclude<CheckoutAccess, 'sign-in'>;
  /** The payment (usePayment), owned by the page: it stops reacting to the greeting once paying. */
  payment: Payment;
  /** Mock mode (the in-browser fake server); a prop so a test can try the other mode. */
  mocking?: boolean;
};

/** 'Payment information': the email, the card entry, the payment's error and the processing spinner. */
export function PaymentForm({ price, publicKey, access, payment, mocking = env.apiMocking }: Props) {
  const card = useRef<CardTokenizer>(null);
  const entry = useCardEntry(publicKey, mocking);
  const { payError, processing, submit } = payment;
  const schema = useMemo(() => paymentEmailSchema(access), [access]);
  // only the email is this form's: the card fields are Stripe's element (or the mock form), tokenised on pay
  const { field, onSubmit } = useZodForm<PaymentEmailValues>({
    schema,
    defaultValues: { email: '' },
    onValid: ({ email }) => submit(card.current, price, email.trim()),
  });
  const cardReady = entry.mode === 'mock' || entry.mode === 'stripe';
  // the button was disabled while paying, which took the focus away: a failure brings it to the
  // message (announced as an alert), and Tab goes on to the button
  const payErrorBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (payError) payErrorBox.current?.focus();
  }, [payError]);

  return (
    <section className={styles.payment} aria-labelledby="payment-heading">
      <h2 id="payment-heading" className={styles.sectionTitle}>
        {CHECKOUT_TEXT.paymentHeading}
      </h2>
      <form noValidate onSubmit={onSubmit}>
        <Field
          label="Email"
          {...emailInput}
          hint={access === 'guest' ? CHECKOUT_TEXT.emailHint : `${CHECKOUT_TEXT.emailHint} ${CHECKOUT_TEXT.accountEmailHint}`}
          requiredMark={access === 'guest'}
          {...field('email')}
          disabled={processing}
        />
        <CardEntryView entry={entry} cardRef={card} disabled={processing} />
        {payError && (
          <div ref={payErrorBox} tabIndex={-1} className={styles.payError}>
            <Alert variant="danger">{payError}</Alert>
          </div>
        )}
        <div className={styles.payRow}>
          <Button
            type="submit"
            size="lg"
            busy={processing}
            disabled={!cardReady}
            disabledReason={payDisabledReason(entry.mode) ?? undefined}
          >
            Pay {formatPrice(price)}
          </Button>
          {processing && <Spinner label={CHECKOUT_TEXT.processing} />}
        </div>
      </form>
    </section>
  );
}
