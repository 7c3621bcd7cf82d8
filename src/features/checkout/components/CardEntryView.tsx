import { lazy, Suspense, type Ref } from 'react';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import type { CardEntry } from '@/features/checkout/hooks/useCardEntry';
import { STRIPE_UNAVAILABLE_MESSAGE } from '@/features/checkout/rules/cardEntry';
import type { CardTokenizer } from './cardTokenizer';
import { MockCardForm } from './MockCardForm';
import styles from './Checkout.module.css';

// Stripe's React bindings only when Stripe's element is really shown
const StripeCardForm = lazy(() => import('./StripeCardForm'));

// Mock mode's stand-in for Stripe's element. A literal check (as in main.tsx), so a build with mocking
// off drops this and, with nothing left using it, the whole mock form with its rules.
const MockForm = import.meta.env.VITE_API_MOCKING !== 'off' ? MockCardForm : null;

const loadingCard = (
  <div className={styles.cardLoading}>
    <Spinner label="Loading the secure card form…" />
  </div>
);

/** The card entry the rules chose: Stripe's element, the mock form, a spinner, or why there is none. */
export function CardEntryView({
  entry,
  cardRef,
  disabled,
}: {
  entry: CardEntry;
  cardRef: Ref<CardTokenizer>;
  disabled: boolean;
}) {
  switch (entry.mode) {
    case 'mock':
      // the rules never choose it with mocking off; if they did, no card form that cannot charge
      return MockForm ? <MockForm ref={cardRef} disabled={disabled} /> : unavailable(entry.retry);
    case 'stripe':
      return (
        <Suspense fallback={loadingCard}>
          <StripeCardForm ref={cardRef} stripe={entry.stripe!} disabled={disabled} />
        </Suspense>
      );
    case 'loading':
      return loadingCard;
    case 'unavailable':
      return unavailable(entry.retry);
  }
}

function unavailable(retry: () => void) {
  return (
    <div className={styles.cardUnavailable}>
      <Alert variant="danger">{STRIPE_UNAVAILABLE_MESSAGE}</Alert>
      <Button variant="outline" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}
