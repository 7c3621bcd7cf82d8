import { purchaseReads } from '@/api/purchase/reads';
import { userReads } from '@/api/user/reads';
import type { RouteData } from '@/shared/config/routeDef';

// What each accounts route's loader reads (its routes.ts names them).

// signed in already at opening, the page reads the greeting to send the buyer on (SignupFirst)
export const signupFirst: RouteData = {
  needs: 'account',
  reads: ({ params }) => [purchaseReads.item(params.greetingId ?? '')],
};

// the share-offer (from=recipient) and trial (from=actor) forms, with what the server knows of the offer
export const offerLogin: RouteData = { reads: () => [userReads.offerInfo('login')] };
export const offerRegister: RouteData = { reads: () => [userReads.offerInfo('register')] };
export const trialLogin: RouteData = { reads: () => [userReads.actorInfo()] };
export const trialRegister: RouteData = { reads: () => [userReads.actorInfo(true)] };
