import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardElementOptions } from '@stripe/stripe-js';
import { useEffect, useId, useImperativeHandle, useState, type Ref } from 'react';
import { CARD_NOT_READY, type CardTokenizer } from './cardTokenizer';
import styles from './Checkout.module.css';

type Props = { stripe: Stripe; ref?: Ref<CardTokenizer>; disabled?: boolean };

// the element is an iframe: it takes the page's look through options, not CSS
const CARD_OPTIONS: StripeCardElementOptions = {
  hidePostalCode: false,
  style: {
    base: { fontSize: '16px', color: '#1f1a1c', '::placeholder': { color: '#5a5257' } },
    invalid: { color: '#8c1d18', iconColor: '#b3261e' },
  },
};

/**
 * Stripe's card element (loaded only on the checkout route, in its own chunk). The card is
 * tokenised with stripe.createToken before the pay call; its problems show under the element.
 */
export default function StripeCardForm({ stripe, ref, disabled }: Props) {
  return (
    <Elements stripe={stripe}>
      <StripeCardFields ref={ref} disabled={disabled} />
    </Elements>
  );
}

function StripeCardFields({ ref, disabled }: Omit<Props, 'stripe'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  // the element is disabled while a payment is tried: it takes the focus back once enabled again
  const [refocus, setRefocus] = useState(false);
  const labelId = useId();
  const errorId = useId();

  useEffect(() => {
    if (!refocus || disabled) return;
    elements?.getElement(CardElement)?.focus();
    setRefocus(false);
  }, [refocus, disabled, elements]);

  useImperativeHandle(
    ref,
    () => ({
      tokenize: async () => {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return { error: CARD_NOT_READY };
        const result = await stripe.createToken(card);
        if (result.error || !result.token) {
          const message = result.error?.message ?? CARD_NOT_READY;
          setError(message);
          setRefocus(true);
          return { error: message };
        }
        return { token: result.token.id };
      },
    }),
    [stripe, elements],
  );

  return (
    <div className={styles.card}>
      <span id={labelId} className={styles.cardLegend}>
        Card details
      </span>
      <div className={styles.stripeBox} role="group" aria-labelledby={labelId} aria-describedby={errorId}>
        <CardElement options={{ ...CARD_OPTIONS, disabled }} onChange={(e) => setError(e.error?.message ?? null)} />
      </div>
      <p id={errorId} className={styles.cardError} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
