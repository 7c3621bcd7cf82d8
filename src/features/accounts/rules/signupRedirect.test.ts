import { describe, expect, it } from 'vitest';
import { postSignupRoute, signupRedirect, type PurchaseFacts, type SignupContext } from './signupRedirect';

describe('signupRedirect: part 1 §4 "Sign-up flow"', () => {
  it.each<[string, SignupContext, string | null]>([
    [
      'a callback with preventRedirect: the host decides',
      { preventRedirect: true, checkoutPath: '/checkout/1', greetingId: 1 },
      null,
    ],
    [
      'the checkout path',
      { checkoutPath: '/checkout/1001', thankYouPath: '/thank-you-free/1001', greetingId: 1001 },
      '/checkout/1001',
    ],
    ['one of the thank-you pages', { thankYouPath: '/thank-you-qr/1004', greetingId: 1004 }, '/thank-you-qr/1004'],
    ['otherwise the digital thank-you page', { greetingId: 1001 }, '/thank-you-digital/1001'],
    ['no greeting at all: stay', {}, null],
  ])('%s → %s', (_, context, expected) => {
    expect(signupRedirect(context)).toBe(expected);
  });
});

describe('postSignupRoute: part 2 §4 "Post-signup routing"', () => {
  const item = (over: Partial<PurchaseFacts>): PurchaseFacts => ({
    needsPurchase: false,
    isQRBoxSet: false,
    isQRCard: false,
    ...over,
  });
  it.each<[string, PurchaseFacts, 'checkout' | 'thank-you', string]>([
    ['needs purchase, going to checkout → checkout', item({ needsPurchase: true }), 'checkout', '/checkout/7'],
    [
      'needs purchase but the destination is thank-you → by type (free)',
      item({ needsPurchase: true }),
      'thank-you',
      '/thank-you-free/7',
    ],
    ['box set → boxed-set thank-you', item({ isQRBoxSet: true, isQRCard: true }), 'checkout', '/thank-you-qr-box/7'],
    ['QR card → QR thank-you', item({ isQRCard: true }), 'thank-you', '/thank-you-qr/7'],
    ['free → free thank-you', item({}), 'checkout', '/thank-you-free/7'],
  ])('%s', (_, facts, destination, expected) => {
    expect(signupRedirect(postSignupRoute(7, facts, destination))).toBe(expected);
  });
});
