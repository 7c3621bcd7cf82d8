import { useEffect, useId, useImperativeHandle, useState, type Ref } from 'react';
import { mockCardToken, MOCK_CARDS } from '@/api/checkout/schemas';
import { Field } from '@/shared/ui/Field';
import {
  formatCardNumber,
  formatCvc,
  formatExpiry,
  MOCK_CARD_FIELDS,
  mockCardProblems,
  visibleProblem,
  type MockCard,
  type MockCardField,
} from '@/features/checkout/rules/mockCard';
import type { CardTokenizer } from './cardTokenizer';
import styles from './Checkout.module.css';

const EMPTY: MockCard = { number: '', expiry: '', cvc: '', postal: '' };
const UNTOUCHED: Record<MockCardField, boolean> = { number: false, expiry: false, cvc: false, postal: false };
const ALL_TOUCHED: Record<MockCardField, boolean> = { number: true, expiry: true, cvc: true, postal: true };

/**
 * Mock mode's stand-in for Stripe's card element: card number, expiry, security code and postal
 * code, formatted and checked as Stripe does, tokenised as `tok_mock_<digits>` (the fake server's
 * pay call reads the card back from it).
 */
export function MockCardForm({ ref, disabled }: { ref?: Ref<CardTokenizer>; disabled?: boolean }) {
  const [card, setCard] = useState<MockCard>(EMPTY);
  const [touched, setTouched] = useState(UNTOUCHED);
  // the field to focus once the form is enabled again (it is disabled while a payment is tried)
  const [focusNext, setFocusNext] = useState<MockCardField | null>(null);
  const baseId = useId();
  const idOf = (field: MockCardField) => `${baseId}-${field}`;
  const problems = mockCardProblems(card, new Date());
  const shown = (field: MockCardField) => visibleProblem(problems[field], touched[field]);

  useImperativeHandle(
    ref,
    () => ({
      tokenize: async () => {
        const found = mockCardProblems(card, new Date());
        const first = MOCK_CARD_FIELDS.find((f) => found[f]);
        if (first) {
          setTouched(ALL_TOUCHED);
          setFocusNext(first);
          return { error: found[first]!.message };
        }
        return { token: mockCardToken(card.number) };
      },
    }),
    [card],
  );

  useEffect(() => {
    if (!focusNext || disabled) return;
    document.getElementById(`${baseId}-${focusNext}`)?.focus();
    setFocusNext(null);
  }, [focusNext, disabled, baseId]);

  const set = (field: MockCardField, value: string) => setCard((c) => ({ ...c, [field]: value }));
  const leave = (field: MockCardField) => () => setTouched((t) => ({ ...t, [field]: true }));
  const bind = (field: MockCardField) => ({
    id: idOf(field),
    value: card[field],
    onBlur: leave(field),
    error: shown(field),
    disabled,
    requiredMark: true,
  });

  return (
    <fieldset className={styles.card}>
      <legend className={styles.cardLegend}>Card details</legend>
      <p className={styles.testCards}>
        Test mode: no real card is charged. Use {MOCK_CARDS.pays} to pay, or {MOCK_CARDS.declined} to see a declined card.
      </p>
      <Field
        {...bind('number')}
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        onChange={(e) => set('number', formatCardNumber(e.target.value))}
      />
      <div className={styles.cardRow}>
        <Field
          {...bind('expiry')}
          label="Expiration date"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          onChange={(e) => set('expiry', formatExpiry(e.target.value))}
        />
        <Field
          {...bind('cvc')}
          label="Security code"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVC"
          onChange={(e) => set('cvc', formatCvc(e.target.value, card.number))}
        />
        <Field
          {...bind('postal')}
          label="Postal code"
          autoComplete="postal-code"
          maxLength={10}
          placeholder="12345"
          onChange={(e) => set('postal', e.target.value)}
        />
      </div>
    </fieldset>
  );
}
