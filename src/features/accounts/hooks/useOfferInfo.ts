import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router-dom';
import { actorInfoQuery, offerInfoQuery } from '@/api/user/queries';
import type { FreeOffer, ShareOffer } from '@/api/user/schemas';
import { offerModeFromPath, type OfferMode } from '@/features/accounts/rules/offerMode';

export type OfferPage = 'login' | 'register';

export type OfferInfo = {
  mode: OfferMode;
  /** The offer code the form sends (a ?offer= in the URL wins). */
  code: string | null;
  defaults: { email: string; firstName: string; lastName: string };
  freeOffer: FreeOffer | null;
  shareOffer: ShareOffer | null;
};

/** What the server told about the visitor and their offer (null: it could not be read). */
type Known = {
  freeOffer: FreeOffer | null;
  shareOffer: ShareOffer | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
};

export function offerInfoOf(mode: OfferMode, urlOffer: string | null, known: Known | null): OfferInfo {
  const freeOffer = known?.freeOffer ?? null;
  const shareOffer = known?.shareOffer ?? null;
  return {
    mode,
    code: urlOffer || freeOffer?.code || shareOffer?.code || null,
    defaults: { email: known?.email ?? '', firstName: known?.firstName ?? '', lastName: known?.lastName ?? '' },
    freeOffer,
    shareOffer,
  };
}

/** The page's mode (share offer or trial, by its path) and the ?offer= code of its URL. */
export function useOfferMode(): { mode: OfferMode; urlOffer: string | null } {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  return { mode: offerModeFromPath(pathname), urlOffer: search.get('offer') };
}

/** Offer mode reads GET /rest/offer/info?page=…: the free-greeting offer and the email it was sent to. */
export function useFreeOfferInfo(page: OfferPage): OfferInfo {
  const { mode, urlOffer } = useOfferMode();
  const { data } = useSuspenseQuery(offerInfoQuery(page));
  return offerInfoOf(mode, urlOffer, { freeOffer: data.offer, shareOffer: null, email: data.email });
}

/** Trial mode reads GET /rest/user/actor-info (?result=interested on the register page): the invitee's offer and details. */
export function useTrialInfo(page: OfferPage): OfferInfo {
  const { mode, urlOffer } = useOfferMode();
  const { data } = useSuspenseQuery(actorInfoQuery(page === 'register'));
  const { offer, email, firstName, lastName } = data;
  return offerInfoOf(mode, urlOffer, { freeOffer: null, shareOffer: offer, email, firstName, lastName });
}
