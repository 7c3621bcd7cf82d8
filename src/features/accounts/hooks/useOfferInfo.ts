import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router-dom';
import { actorInfoQuery, offerInfoQuery } from '@/api/user/queries';
import type { FreeOffer, ShareOffer } from '@/api/user/schemas';
import { offerModeFromPath, type OfferMode } from '@/features/accounts/rules/offerMode';

export type OfferInfoState = {
  mode: OfferMode;
  isPending: boolean;
  error: unknown;
  /** Loads the offer again (after a failure). */
  retry: () => void;
  /** The offer code the form sends (a ?offer= in the URL wins). */
  code: string | null;
  defaults: { email: string; firstName: string; lastName: string };
  freeOffer: FreeOffer | null;
  shareOffer: ShareOffer | null;
};

/**
 * What the offer and trial pages show and send: offer mode reads GET /rest/offer/info?page=…,
 * trial mode GET /rest/user/actor-info (?result=interested on the register page).
 */
export function useOfferInfo(page: 'login' | 'register'): OfferInfoState {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const mode = offerModeFromPath(pathname);
  const offerQuery = useQuery({ ...offerInfoQuery(page), enabled: mode.kind === 'offer' });
  const actorQuery = useQuery({ ...actorInfoQuery(page === 'register'), enabled: mode.kind === 'trial' });
  const query = mode.kind === 'offer' ? offerQuery : actorQuery;
  const freeOffer = mode.kind === 'offer' ? (offerQuery.data?.offer ?? null) : null;
  const shareOffer = mode.kind === 'trial' ? (actorQuery.data?.offer ?? null) : null;
  const actor = actorQuery.data;
  return {
    mode,
    isPending: query.isPending,
    error: query.error,
    retry: () => void query.refetch(),
    code: search.get('offer') || freeOffer?.code || shareOffer?.code || null,
    defaults: {
      email: (mode.kind === 'offer' ? offerQuery.data?.email : actor?.email) ?? '',
      firstName: (mode.kind === 'trial' ? actor?.firstName : '') ?? '',
      lastName: (mode.kind === 'trial' ? actor?.lastName : '') ?? '',
    },
    freeOffer,
    shareOffer,
  };
}
