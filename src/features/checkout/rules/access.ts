/**
 * Part 1 §2 and §6: a guest arrives with the guest flag in navigation state ('Checkout as Guest' on
 * the pre-checkout sign-up); anyone else needs to be signed in, or goes to /login/{greetingId}
 * (which returns to this checkout). A signed-in buyer checks out with the account even when the
 * flag is set.
 */
export type CheckoutAccess = 'account' | 'guest' | 'sign-in';

export function isGuestState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { isGuest?: unknown }).isGuest === true;
}

export function checkoutAccess(guestFlag: boolean, signedIn: boolean): CheckoutAccess {
  if (signedIn) return 'account';
  return guestFlag ? 'guest' : 'sign-in';
}

export function checkoutHeading(access: CheckoutAccess): string {
  return access === 'guest' ? 'Guest Checkout' : 'Checkout';
}

/** Part 5: the guest email is free text (no format check); a guest must give one. */
export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email address.';

export function guestEmailProblem(access: CheckoutAccess, email: string): string | null {
  return access === 'guest' && email.trim() === '' ? EMAIL_REQUIRED_MESSAGE : null;
}
