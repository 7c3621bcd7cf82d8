/** Query keys of the user resource (accounts, offers, the invitee's actor info). */
export const userKeys = {
  all: ['user'] as const,
  actorInfo: (interested: boolean) => [...userKeys.all, 'actor-info', { interested }] as const,
  offerInfo: (page: 'login' | 'register') => [...userKeys.all, 'offer-info', page] as const,
};
