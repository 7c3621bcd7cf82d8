import { paths } from '@/shared/config/paths';
import { qrLink } from '@/shared/lib/qr';
import { safeRedirect } from '@/shared/lib/safeRedirect';

type Id = string | number;

/**
 * The /login/{redirect} and /register/{redirect} parameter. A bare greeting id names the greeting
 * whose checkout sent a signed-out buyer to /login/{greetingId} (part 1 §2 "/checkout"); anything else
 * must be an internal path of this app, or it is ignored (null).
 */
export function redirectParamTarget(param: string | null | undefined): string | null {
  if (param && /^\d+$/.test(param)) return paths.checkout(param);
  return safeRedirect(param);
}

export type LoginOutcome = {
  editGreetingId?: Id | null;
  createTaId?: Id | null;
  hasGreetings?: boolean;
  isBoxSet?: boolean;
  /** 'claimed': the sign-in took an offer (a campaign's, the user's own), which /browse shows. */
  offerResult?: string | null;
};

/** The answer carries a live offer: one just claimed ('invalid' and 'duplicate' are toasts, not offers). */
export const hasLiveOffer = (outcome: LoginOutcome): boolean => outcome.offerResult === 'claimed';

export type LoginContext = {
  /** Already checked with redirectParamTarget. */
  redirect?: string | null;
  /** The offer or trial variant of the page. */
  isOfferOrTrial?: boolean;
  /** Inside a card-scan flow (/qr-setup/{qrKey}/...): the usual redirect is blocked. */
  qrKey?: string | null;
};

const present = (id: Id | null | undefined): id is Id => id !== null && id !== undefined && id !== '';

/**
 * Part 1 §4 "Login redirect priority": editFizzId → /edit/{id}; createTaId → /create/{id}; the
 * redirect param; /browse for an offer or trial (the offer and trial pages, or any answer carrying a
 * live offer, even from the plain /login); /list if the user has projects; else /.
 * In a card-scan flow the usual redirect is blocked (part 2 §2): the card's greeting is edited, a
 * new one starts inside the flow, and anything else returns to the card's welcome page.
 */
export function loginRedirect(outcome: LoginOutcome, context: LoginContext = {}): string {
  if (present(outcome.editGreetingId)) return paths.edit(outcome.editGreetingId);
  if (context.qrKey) {
    if (present(outcome.createTaId) && !outcome.isBoxSet) return qrLink(paths.create(outcome.createTaId), context.qrKey);
    return paths.qrScan(context.qrKey);
  }
  if (present(outcome.createTaId)) return paths.create(outcome.createTaId);
  if (context.redirect) return context.redirect;
  if (context.isOfferOrTrial || hasLiveOffer(outcome)) return paths.browse();
  if (outcome.hasGreetings) return paths.list();
  return paths.home();
}

/** Sign-in and sign-up pages: never where a signed-in user is sent back to (they would bounce again). */
const AUTH_PAGE =
  /^\/(?:qr-setup\/[^/?#]+\/)?(?:login|register|offer-login|offer-register|view-invite-trial-login|view-invite-trial-register)(?:[/?#]|$)/;

/** The page of this app a full page load came from (document.referrer), as an internal path; else null. */
export function inAppReferrer(referrer: string, origin: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = safeRedirect(`${url.pathname}${url.search}`);
  return path && !AUTH_PAGE.test(path) ? path : null;
}

export type Bounce = { kind: 'back' } | { kind: 'go'; to: string };

/**
 * Part 1 §6: a signed-in user opening the login page is sent back: history back when this visit
 * has an app page before it; else to the app page that linked here (a full page load); else /.
 */
export function signedInLoginBounce(hasAppHistory: boolean, referrer: string, origin: string): Bounce {
  if (hasAppHistory) return { kind: 'back' };
  return { kind: 'go', to: inAppReferrer(referrer, origin) ?? paths.home() };
}
