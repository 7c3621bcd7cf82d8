import { paths } from '@/shared/config/paths';
import { purchaseRoute, type PurchaseFacts } from '@/shared/lib/purchaseRoute';

type Id = string | number;

export type SignupContext = {
  /** The host handles what happens next (a callback with preventRedirect). */
  preventRedirect?: boolean;
  /** The checkout this sign-up leads to, if any. */
  checkoutPath?: string | null;
  /** One of the thank-you pages, if the sign-up ends there. */
  thankYouPath?: string | null;
  greetingId?: Id | null;
};

/**
 * Part 1 §4 "Sign-up flow": after success the redirect depends on context: a callback with
 * preventRedirect (null: the host decides); the checkout path; one of the thank-you pages;
 * otherwise the digital thank-you page. null: stay (the host decides, or there is no greeting).
 */
export function signupRedirect(context: SignupContext): string | null {
  if (context.preventRedirect) return null;
  if (context.checkoutPath) return context.checkoutPath;
  if (context.thankYouPath) return context.thankYouPath;
  if (context.greetingId !== null && context.greetingId !== undefined && context.greetingId !== '')
    return paths.thankYouDigital(context.greetingId);
  return null;
}

export type { PurchaseFacts };

/**
 * Part 2 §4 "Post-signup routing": a greeting that needs purchase, when the destination is not a
 * thank-you page, goes to checkout; otherwise to the boxed-set, QR card or free thank-you page by
 * type. The decision is the one routing function the preview uses after the lock (purchaseRoute).
 */
export function postSignupRoute(greetingId: Id, item: PurchaseFacts, destination: 'checkout' | 'thank-you'): SignupContext {
  const { needsPurchase, isQRBoxSet, isQRCard } = item;
  const target = purchaseRoute(greetingId, {
    needsPurchase,
    isQRBoxSet,
    isQRCard,
    signedIn: true,
    isThankyou: destination === 'thank-you',
  });
  return target === paths.checkout(greetingId) ? { checkoutPath: target, greetingId } : { thankYouPath: target, greetingId };
}
