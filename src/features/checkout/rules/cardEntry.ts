/**
 * Which card entry the checkout shows (part 1 §7: the card provider's client tokenises the card).
 *
 * - Mocking off: always Stripe's card element. A failure to load Stripe.js is a message, never a
 *   card form that cannot charge.
 * - Mocking on (the in-browser fake server answers /rest): the fake server cannot charge a real
 *   Stripe token, and its checkout answers a made-up test key. So the mock card form stands in,
 *   unless a real-looking key is set; then Stripe.js is tried, and the mock form still stands in
 *   when it cannot load (no network, a blocker).
 */
export type StripeLoad = 'idle' | 'loading' | 'ready' | 'failed';
export type CardEntryMode = 'mock' | 'stripe' | 'loading' | 'unavailable';

/** Stripe's publishable keys: pk_test_ or pk_live_, then a long run of letters and digits. */
const REAL_KEY = /^pk_(test|live)_[A-Za-z0-9]{20,}$/;

export function isRealStripeKey(publicKey: string): boolean {
  return REAL_KEY.test(publicKey);
}

/** Should Stripe.js be fetched at all? (Mock mode with a made-up key never fetches it.) */
export function wantsStripe(mocking: boolean, publicKey: string): boolean {
  return mocking ? isRealStripeKey(publicKey) : publicKey.trim() !== '';
}

export function cardEntryMode(mocking: boolean, publicKey: string, load: StripeLoad): CardEntryMode {
  if (!wantsStripe(mocking, publicKey)) return mocking ? 'mock' : 'unavailable';
  if (load === 'ready') return 'stripe';
  if (load === 'failed') return mocking ? 'mock' : 'unavailable';
  return 'loading';
}

export const STRIPE_UNAVAILABLE_MESSAGE = "We couldn't load the secure card form. Please check your connection and try again.";

/** Why 'Pay' cannot be pressed yet, said beside it; null when the card entry is there. */
export function payDisabledReason(mode: CardEntryMode): string | null {
  if (mode === 'loading') return 'Wait for the card form to load.';
  if (mode === 'unavailable') return 'The card form did not load: press Try again above.';
  return null;
}
