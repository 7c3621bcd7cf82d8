import type { OfferFrom } from '@/api/user/schemas';

export type OfferMode = { kind: 'offer' | 'trial'; from: OfferFrom };

/**
 * /offer-login and /offer-register are the share-offer mode (from=recipient);
 * /view-invite-trial-login and /view-invite-trial-register the trial mode (from=actor).
 */
export function offerModeFromPath(pathname: string): OfferMode {
  return /^\/view-invite-trial-/.test(pathname) ? { kind: 'trial', from: 'actor' } : { kind: 'offer', from: 'recipient' };
}
