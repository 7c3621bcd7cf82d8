import { paths } from '@/shared/config/paths';

type Id = string | number;

/** What the server says about a greeting once it is locked (the lockdown response, GET /rest/fizz/{id}). */
export type PurchaseFacts = { needsPurchase: boolean; isQRBoxSet: boolean; isQRCard: boolean };

export type PurchaseRouteInput = PurchaseFacts & {
  signedIn: boolean;
  /** A thank-you video, or a destination that is a thank-you page (/signup-thank-you). */
  isThankyou: boolean;
};

/**
 * Where a creator goes after finishing (part 2 §2 "Preview and finishing") and after the
 * sign-up pages (part 2 §4 "Post-signup routing"), in the spec's order:
 * not signed in → /signup-checkout or /signup-thank-you (they decide again once signed in);
 * needs purchase and not thank-you → checkout; boxed set → the boxed-set thank-you page;
 * QR card → the QR thank-you page; otherwise the free thank-you page.
 */
export function purchaseRoute(greetingId: Id, input: PurchaseRouteInput): string {
  const buys = input.needsPurchase && !input.isThankyou;
  if (!input.signedIn) return buys ? paths.signupCheckout(greetingId) : paths.signupThankYou(greetingId);
  if (buys) return paths.checkout(greetingId);
  if (input.isQRBoxSet) return paths.thankYouQrBox(greetingId);
  if (input.isQRCard) return paths.thankYouQr(greetingId);
  return paths.thankYouFree(greetingId);
}
