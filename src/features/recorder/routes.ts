import { pagesOf, personal, type RouteDef } from '@/shared/config/routeDef';

const page = pagesOf('recorder')('RecordPage');

/** The recorder's four routes (src/app composes them with the accounts feature's quick sign-up). */
export const recorderRoutes: RouteDef[] = [
  { path: '/record/:greetingId', page, head: personal('Record a video') },
  { path: '/record-thank-you', page, head: personal('Record a thank-you video') },
  { path: '/record-thank-you/:greetingId', page, head: personal('Record a thank-you video') },
  { path: '/in/:code/record/:greetingId', page, head: personal('Record a video') },
];
