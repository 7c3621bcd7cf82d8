import { describe, expect, it } from 'vitest';
import { checkoutAccess, checkoutHeading, guestEmailProblem, isGuestState } from './access';
import { paymentEmailSchema } from './paymentEmail';
import { alreadyBoughtDestination } from './alreadyBought';
import { cardEntryMode, isRealStripeKey, payDisabledReason, wantsStripe } from './cardEntry';
import {
  CARD_MESSAGES,
  cardNumberProblem,
  cvcProblem,
  expiryProblem,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  luhnValid,
  mockCardProblems,
  postalProblem,
  visibleProblem,
} from './mockCard';
import { initialPayment, isProcessing, paymentReducer, type PaymentEvent, type PaymentState } from './payment';

const REAL_TEST_KEY = `pk_test_${'51Habc'.padEnd(99, 'x')}`;

describe('card entry: mock form, Stripe, or a message', () => {
  it.each([
    ['pk_test_mock_video_greetings', false],
    ['pk_test_', false],
    ['', false],
    [REAL_TEST_KEY, true],
    [`pk_live_${'A1'.repeat(20)}`, true],
    ['sk_test_abcdefghijklmnopqrstuvwxyz', false],
  ])('%s is a real Stripe key: %s', (key, expected) => {
    expect(isRealStripeKey(key)).toBe(expected);
  });

  it.each([
    // mocking, key, Stripe.js load → mode
    [true, 'pk_test_mock_video_greetings', 'idle', 'mock'],
    [true, 'pk_test_mock_video_greetings', 'failed', 'mock'],
    [true, REAL_TEST_KEY, 'loading', 'loading'],
    [true, REAL_TEST_KEY, 'ready', 'stripe'],
    [true, REAL_TEST_KEY, 'failed', 'mock'],
    [false, REAL_TEST_KEY, 'loading', 'loading'],
    [false, REAL_TEST_KEY, 'ready', 'stripe'],
    [false, REAL_TEST_KEY, 'failed', 'unavailable'],
    [false, 'pk_test_mock_video_greetings', 'ready', 'stripe'],
    [false, '', 'idle', 'unavailable'],
  ] as const)('mocking %s, key %s, Stripe.js %s → %s', (mocking, key, load, mode) => {
    expect(cardEntryMode(mocking, key, load)).toBe(mode);
  });

  it.each([
    [true, 'pk_test_mock_video_greetings', false],
    [true, REAL_TEST_KEY, true],
    [false, 'pk_test_mock_video_greetings', true],
    [false, ' ', false],
  ])('mocking %s, key %s: fetch Stripe.js %s', (mocking, key, expected) => {
    expect(wantsStripe(mocking, key)).toBe(expected);
  });
});

describe("why 'Pay' is disabled, said beside it", () => {
  it.each([
    ['loading', 'Wait for the card form to load.'],
    ['unavailable', 'The card form did not load: press Try again above.'],
    ['mock', null],
    ['stripe', null],
  ] as const)('%s → %j', (mode, reason) => {
    expect(payDisabledReason(mode)).toBe(reason);
  });
});

describe('mock card formatting', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 4242 4242 42429999', '4242 4242 4242 4242'],
    ['4000-0000-0000-0002', '4000 0000 0000 0002'],
    ['42a4', '424'],
    ['378282246310005', '3782 822463 10005'],
    ['', ''],
  ])('card number %s → %s', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it.each([
    ['1', '1'],
    ['12', '12'],
    ['122', '12 / 2'],
    ['1230', '12 / 30'],
    ['12 / 301', '12 / 30'],
    ['4', '04'],
    ['430', '04 / 30'],
    ['12 /', '12'],
    ['', ''],
  ])('expiry %s → %s', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });

  it.each([
    ['12345', '4242 4242 4242 4242', '123'],
    ['12345', '3782 822463 10005', '1234'],
    ['1a2', '', '12'],
  ])('security code %s (card %s) → %s', (typed, card, shown) => {
    expect(formatCvc(typed, card)).toBe(shown);
  });
});

describe("mock card problems, in Stripe's wording", () => {
  const now = new Date(2026, 4, 15); // May 2026

  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['4242424242424241', false],
    ['', false],
  ])('Luhn %s → %s', (digits, ok) => {
    expect(luhnValid(digits)).toBe(ok);
  });

  it.each([
    ['', CARD_MESSAGES.numberIncomplete, true],
    ['4242 4242', CARD_MESSAGES.numberIncomplete, true],
    ['4242 4242 4242 4241', CARD_MESSAGES.numberInvalid, false],
    ['4242 4242 4242 4242', null, null],
    ['4000 0000 0000 0002', null, null],
    ['3782 822463 10005', null, null],
  ])('card number %s → %s', (value, message, incomplete) => {
    const p = cardNumberProblem(value);
    expect(p?.message ?? null).toBe(message);
    expect(p?.incomplete ?? null).toBe(incomplete);
  });

  it.each([
    ['', CARD_MESSAGES.expiryIncomplete],
    ['1', CARD_MESSAGES.expiryIncomplete],
    ['12 / 2', CARD_MESSAGES.expiryIncomplete],
    ['13', CARD_MESSAGES.expiryMonthInvalid],
    ['00 / 30', CARD_MESSAGES.expiryMonthInvalid],
    ['12 / 25', CARD_MESSAGES.expiryYearPast],
    ['04 / 26', CARD_MESSAGES.expiryDatePast],
    ['05 / 26', null],
    ['01 / 27', null],
  ])('expiry %s → %s', (value, message) => {
    expect(expiryProblem(value, now)?.message ?? null).toBe(message);
  });

  it.each([
    ['', '4242 4242 4242 4242', CARD_MESSAGES.cvcIncomplete],
    ['12', '4242 4242 4242 4242', CARD_MESSAGES.cvcIncomplete],
    ['123', '4242 4242 4242 4242', null],
    ['123', '3782 822463 10005', CARD_MESSAGES.cvcIncomplete],
    ['1234', '3782 822463 10005', null],
  ])('security code %s (card %s) → %s', (value, card, message) => {
    expect(cvcProblem(value, card)?.message ?? null).toBe(message);
  });

  it.each([
    ['', CARD_MESSAGES.postalIncomplete],
    ['   ', CARD_MESSAGES.postalIncomplete],
    ['1234', CARD_MESSAGES.postalIncomplete],
    ['12345', null],
    ['SW1A 1AA', null],
  ])('postal code %s → %s', (value, message) => {
    expect(postalProblem(value)?.message ?? null).toBe(message);
  });

  it('lists every problem of a card in the form order', () => {
    expect(Object.keys(mockCardProblems({ number: '', expiry: '', cvc: '', postal: '' }, now))).toEqual([
      'number',
      'expiry',
      'cvc',
      'postal',
    ]);
    expect(mockCardProblems({ number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', postal: '12345' }, now)).toEqual({});
  });

  it.each([
    [undefined, false, undefined],
    [{ message: 'm', incomplete: true }, false, undefined],
    [{ message: 'm', incomplete: true }, true, 'm'],
    [{ message: 'm', incomplete: false }, false, 'm'],
  ])('problem %o, left %s → shows %s', (p, touched, shown) => {
    expect(visibleProblem(p, touched)).toBe(shown);
  });
});

describe('payment state (part 1 §4 "Checkout")', () => {
  const paying: PaymentState = { payStatus: 'paying', payError: null };
  it.each<[PaymentState, PaymentEvent, PaymentState]>([
    [initialPayment, { type: 'submit' }, { payStatus: 'tokenising', payError: null }],
    [{ payStatus: 'idle', payError: 'old' }, { type: 'submit' }, { payStatus: 'tokenising', payError: null }],
    [{ payStatus: 'tokenising', payError: null }, { type: 'tokenFailed' }, initialPayment],
    [{ payStatus: 'tokenising', payError: null }, { type: 'tokenised' }, paying],
    [initialPayment, { type: 'tokenised' }, initialPayment],
    [
      paying,
      { type: 'payFailed', message: 'Your card was declined.' },
      { payStatus: 'idle', payError: 'Your card was declined.' },
    ],
    [paying, { type: 'paid' }, { payStatus: 'paid', payError: null }],
  ])('%o + %o → %o', (state, event, next) => {
    expect(paymentReducer(state, event)).toEqual(next);
  });

  it.each([
    ['idle', false],
    ['tokenising', true],
    ['paying', true],
    ['paid', true],
  ] as const)('%s: processing %s', (payStatus, processing) => {
    expect(isProcessing({ payStatus, payError: null })).toBe(processing);
  });
});

describe('who may check out', () => {
  it.each([
    [{ isGuest: true }, true],
    [{ isGuest: 'true' }, false],
    [null, false],
    [undefined, false],
    ['isGuest', false],
  ])('navigation state %o is the guest flag: %s', (state, expected) => {
    expect(isGuestState(state)).toBe(expected);
  });

  it.each([
    [true, false, 'guest', 'Guest Checkout'],
    [false, false, 'sign-in', 'Checkout'],
    [false, true, 'account', 'Checkout'],
    [true, true, 'account', 'Checkout'],
  ] as const)('guest flag %s, signed in %s → %s (%s)', (flag, signedIn, access, heading) => {
    expect(checkoutAccess(flag, signedIn)).toBe(access);
    expect(checkoutHeading(access)).toBe(heading);
  });

  it.each([
    ['guest', '', 'Please enter your email address.'],
    ['guest', '  ', 'Please enter your email address.'],
    ['guest', 'not an email', null],
    ['account', '', null],
  ] as const)('%s with email %j → %s', (access, email, problem) => {
    expect(guestEmailProblem(access, email)).toBe(problem);
    // the payment form's schema says the same
    const { error } = paymentEmailSchema(access).safeParse({ email });
    expect(error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []).toEqual(
      problem ? [['email', problem]] : [],
    );
  });
});

describe('a checkout with nothing to buy goes to its thank-you page', () => {
  const base = {
    id: 7,
    hasPaid: false,
    isLocked: true,
    needsPurchase: true,
    isQRBoxSet: false,
    isQRCard: false,
    isPhysical: false,
  };
  it.each([
    ['finished, unpaid', {}, null],
    ['not finished', { isLocked: false, needsPurchase: false }, null],
    ['paid', { hasPaid: true, needsPurchase: false }, '/thank-you-digital/7'],
    ['boxed set', { needsPurchase: false, isQRBoxSet: true }, '/thank-you-qr-box/7'],
    ['QR card', { needsPurchase: false, isQRCard: true, isPhysical: true }, '/thank-you-qr/7'],
    ['free', { needsPurchase: false }, '/thank-you-free/7'],
  ])('%s → %s', (_name, over, expected) => {
    expect(alreadyBoughtDestination({ ...base, ...over })).toBe(expected);
  });
});
