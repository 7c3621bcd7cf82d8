import { greetingReads } from '@/api/greetings/reads';
import { inviteeReads } from '@/api/invitee/reads';
import { userReads } from '@/api/user/reads';
import type { RouteData } from '@/shared/config/routeDef';
import { inviteGreetingId } from './rules/inviteGreetingId';

// What each invite route's loader reads (its routes.ts names them).

export const inviteOthers: RouteData = {
  reads: ({ params, search }) => {
    const greetingId = inviteGreetingId(params.greetingId, search.get('fizzId'));
    return greetingId ? [greetingReads.inviteCode(greetingId)] : [];
  },
};

export const invitee: RouteData = { reads: ({ params }) => [inviteeReads.greeting(params.code ?? '')] };

/** The invitee's offer and details. */
export const actor: RouteData = { reads: () => [userReads.actorInfo()] };
