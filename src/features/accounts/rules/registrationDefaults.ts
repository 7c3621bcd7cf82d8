import type { OfferMode } from './offerMode';

type Known = { firstName: string; lastName: string; email: string };

/**
 * What the offer and trial register form starts with. In trial mode the details are the ones the
 * invitee gave in the contact form (kept on their session, read back through actor-info), so the
 * email is taken as confirmed too: nobody types the same details twice. A share offer's email is
 * the one the offer was sent to, which the visitor has not typed: they confirm it by hand.
 */
export function registrationDefaults(mode: OfferMode, known: Known): Known & { confirmEmail: string } {
  return { ...known, confirmEmail: mode.kind === 'trial' ? known.email : '' };
}
