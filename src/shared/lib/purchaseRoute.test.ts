import { describe, expect, it } from 'vitest';
import { purchaseRoute, type PurchaseRouteInput } from './purchaseRoute';

const facts = (over: Partial<PurchaseRouteInput>): PurchaseRouteInput => ({
  signedIn: true,
  needsPurchase: false,
  isQRBoxSet: false,
  isQRCard: false,
  isThankyou: false,
  ...over,
});

describe('purchaseRoute: after the lock (part 2 §2) and after sign-up (part 2 §4)', () => {
  it.each<[string, Partial<PurchaseRouteInput>, string]>([
    ['signed in, needs purchase → checkout', { needsPurchase: true }, '/checkout/7'],
    ['needs purchase but a thank-you → free thank-you', { needsPurchase: true, isThankyou: true }, '/thank-you-free/7'],
    ['boxed set → boxed-set thank-you', { isQRBoxSet: true }, '/thank-you-qr-box/7'],
    ['boxed set that is also a card → boxed-set thank-you first', { isQRBoxSet: true, isQRCard: true }, '/thank-you-qr-box/7'],
    ['QR card → QR thank-you', { isQRCard: true }, '/thank-you-qr/7'],
    ['needs purchase wins over the card flags', { needsPurchase: true, isQRCard: true, isQRBoxSet: true }, '/checkout/7'],
    ['free → free thank-you', {}, '/thank-you-free/7'],
    ['a thank-you QR card → QR thank-you', { isQRCard: true, isThankyou: true }, '/thank-you-qr/7'],
    ['not signed in, needs purchase → /signup-checkout', { signedIn: false, needsPurchase: true }, '/signup-checkout/7'],
    [
      'not signed in, thank-you video → /signup-thank-you',
      { signedIn: false, needsPurchase: true, isThankyou: true },
      '/signup-thank-you/7',
    ],
    ['not signed in, free → /signup-thank-you', { signedIn: false }, '/signup-thank-you/7'],
    ['not signed in, card → /signup-thank-you', { signedIn: false, isQRCard: true }, '/signup-thank-you/7'],
    ['not signed in, boxed set → /signup-thank-you', { signedIn: false, isQRBoxSet: true }, '/signup-thank-you/7'],
  ])('%s', (_, over, expected) => {
    expect(purchaseRoute(7, facts(over))).toBe(expected);
  });

  it('encodes the id as a path segment', () => {
    expect(purchaseRoute('a/b', facts({ needsPurchase: true }))).toBe('/checkout/a%2Fb');
  });
});
