import { read } from '@/api/read';
import { actorInfoQuery, offerInfoQuery } from './queries';
import { userUrls } from './requests';

/** What routes' loaders read of the visitor's offer: each call with the page's own queryOptions. */
export const userReads = {
  actorInfo: (interested = false) => read(userUrls.actorInfo(interested), actorInfoQuery(interested)),
  offerInfo: (page: 'login' | 'register') => read(userUrls.offerInfo(page), offerInfoQuery(page)),
};
