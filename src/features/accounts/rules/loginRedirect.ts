import { paths } from '../../../shared/config/paths';
import { qrLink } from '../../../shared/lib/qr';
import { safeRedirect } from '../../../shared/lib/safeRedirect';

type Id = string | number;

/**
 * The /login/{redirect} and /register/{redirect} parameter. A bare greeting id names the greeting
 * whose checkout sent a signed-out buyer to /login/{fizzId} (part 1 §2 "/checkout"); anything else
 * must be an internal path of this app, or it is ignored (null).
 */
export function redirectParamTarget(param: string | null | undefined): string | null {
  if (param && /^\d+$/.test(param)) return paths.checkout(param);
  return safeRedirect(param);
}

export type LoginOutcome = {
  editFizzId?: Id | null;
  createTaId?: Id | null;
  hasFizzes?: boolean;
  isBoxSet?: boolean;
};

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
 * redirect param; /browse for an offer or trial; /list if the user has projects; else /.
 * In a card-scan flow the usual redirect is blocked (part 2 §2): the card's greeting is edited, a
 * new one starts inside the flow, and anything else returns to the card's welcome page.
 */
export function loginRedirect(outcome: LoginOutcome, context: LoginContext = {}): string {
  if (present(outcome.editFizzId)) return paths.edit(outcome.editFizzId);
  if (context.qrKey) {
    if (present(outcome.createTaId) && !outcome.isBoxSet) return qrLink(paths.create(outcome.createTaId), context.qrKey);
    return paths.qrScan(context.qrKey);
  }
  if (present(outcome.createTaId)) return paths.create(outcome.createTaId);
  if (context.redirect) return context.redirect;
  if (context.isOfferOrTrial) return paths.browse();
  if (outcome.hasFizzes) return paths.list();
  return paths.home();
}
