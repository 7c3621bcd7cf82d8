import { queryOptions } from '@tanstack/react-query';
import { userKeys } from './keys';
import { getActorInfo, getOfferInfo } from './requests';

/** The trial offer and contact details of an invitee (?result=interested on the register page). */
export const actorInfoQuery = (interested = false) =>
  queryOptions({ queryKey: userKeys.actorInfo(interested), queryFn: () => getActorInfo({ interested }), staleTime: 0 });

/** The free-greeting offer on the offer login / register pages. */
export const offerInfoQuery = (page: 'login' | 'register') =>
  queryOptions({ queryKey: userKeys.offerInfo(page), queryFn: () => getOfferInfo(page), staleTime: 0 });
