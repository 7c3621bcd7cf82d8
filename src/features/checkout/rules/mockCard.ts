/**
 * The mock card form's rules (mock mode only: it stands in for Stripe's card element when Stripe.js
 * cannot load or no real key is set). It mirrors the card element: the same fields, the same
 * formatting and Stripe's own wording for each problem.
 */

export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryYearPast: "Your card's expiration year is in the past.",
  expiryDatePast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  postalIncomplete: 'Your postal code is incomplete.',
} as const;

/**
 * A field's problem. `incomplete` problems wait until the field is left (or the form is sent), as
 * Stripe's element does; the others (a complete but impossible value) show while typing.
 */
export type CardProblem = { message: string; incomplete: boolean };

export type MockCard = { number: string; expiry: string; cvc: string; postal: string };
export type MockCardField = keyof MockCard;
export const MOCK_CARD_FIELDS: readonly MockCardField[] = ['number', 'expiry', 'cvc', 'postal'];

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** American Express numbers (34…, 37…) have 15 digits and a 4-digit security code. */
function isAmex(digits: string): boolean {
  return /^3[47]/.test(digits);
}

export function cardNumberLength(value: string): number {
  return isAmex(digitsOf(value)) ? 15 : 16;
}

export function cvcLength(cardNumber: string): number {
  return isAmex(digitsOf(cardNumber)) ? 4 : 3;
}

/** 4242424242424242 → "4242 4242 4242 4242" (Amex: 4-6-5), cut at the brand's length. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, cardNumberLength(value));
  const groups = isAmex(digits) ? [4, 6, 5] : [4, 4, 4, 4];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/**
 * "1225" → "12 / 25". A first digit above 1 is a month on its own ("4" → "04"). The separator
 * appears only with a year digit after it, so deleting back through it never gets stuck.
 */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function formatCvc(value: string, cardNumber: string): string {
  return digitsOf(value).slice(0, cvcLength(cardNumber));
}

/** The Luhn checksum every real card number passes. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

const problem = (message: string, incomplete: boolean): CardProblem => ({ message, incomplete });

export function cardNumberProblem(value: string): CardProblem | null {
  const digits = digitsOf(value);
  if (digits.length < cardNumberLength(value)) return problem(CARD_MESSAGES.numberIncomplete, true);
  if (!luhnValid(digits)) return problem(CARD_MESSAGES.numberInvalid, false);
  return null;
}

/** `now` decides what is in the past (a card is good through the end of its month). */
export function expiryProblem(value: string, now: Date): CardProblem | null {
  const digits = digitsOf(value);
  if (digits.length >= 2) {
    const month = Number(digits.slice(0, 2));
    if (month < 1 || month > 12) return problem(CARD_MESSAGES.expiryMonthInvalid, false);
  }
  if (digits.length < 4) return problem(CARD_MESSAGES.expiryIncomplete, true);
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2, 4));
  const thisYear = now.getFullYear();
  if (year < thisYear) return problem(CARD_MESSAGES.expiryYearPast, false);
  if (year === thisYear && month < now.getMonth() + 1) return problem(CARD_MESSAGES.expiryDatePast, false);
  return null;
}

export function cvcProblem(value: string, cardNumber: string): CardProblem | null {
  return digitsOf(value).length < cvcLength(cardNumber) ? problem(CARD_MESSAGES.cvcIncomplete, true) : null;
}

/** Any postal code will do; an all-digit one (a US ZIP code) needs its 5 digits. */
export function postalProblem(value: string): CardProblem | null {
  const trimmed = value.trim();
  if (trimmed === '' || (/^\d+$/.test(trimmed) && trimmed.length < 5)) return problem(CARD_MESSAGES.postalIncomplete, true);
  return null;
}

export type MockCardProblems = Partial<Record<MockCardField, CardProblem>>;

/** Every field's problem, in the form's order. */
export function mockCardProblems(card: MockCard, now: Date): MockCardProblems {
  const found: MockCardProblems = {};
  const checks: Record<MockCardField, CardProblem | null> = {
    number: cardNumberProblem(card.number),
    expiry: expiryProblem(card.expiry, now),
    cvc: cvcProblem(card.cvc, card.number),
    postal: postalProblem(card.postal),
  };
  for (const field of MOCK_CARD_FIELDS) {
    const p = checks[field];
    if (p) found[field] = p;
  }
  return found;
}

/** What a field shows: its problem once left (or after a send), or at once when complete but wrong. */
export function visibleProblem(p: CardProblem | undefined, touched: boolean): string | undefined {
  if (!p) return undefined;
  return touched || !p.incomplete ? p.message : undefined;
}
