import { dataIn, pagesOf, personal, type RouteDef } from '@/shared/config/routeDef';

const page = pagesOf('invite');
const data = dataIn(() => import('./loaders'));

/** Inviting others, and the invitee's pages. */
export const inviteRoutes: RouteDef[] = [
  { path: '/invite', page: page('InviteOthersPage'), head: personal('Invite others'), data: data('inviteOthers') },
  {
    path: '/invite-others/:greetingId',
    page: page('InviteOthersPage'),
    head: personal('Invite others'),
    data: data('inviteOthers'),
  },
  {
    path: '/in/:code',
    page: page('InviteePage'),
    head: personal('Add to a video greeting'),
    data: data('invitee'),
    start: { image: 'img' },
  },
  { path: '/view-invite-thank-you', page: page('InviteThankYouPage'), head: personal('Thank you'), data: data('actor') },
  { path: '/view-invite-contact', page: page('InviteContactPage'), head: personal('Stay in touch'), data: data('actor') },
];
