import { dataIn, pagesOf, personal, type RouteDef } from '@/shared/config/routeDef';

const page = pagesOf('thank-you');
const data = dataIn(() => import('./loaders'))('greeting');
const head = personal('Thank you');

/** Every thank-you page: each reads the greeting. */
export const thankYouRoutes: RouteDef[] = [
  ...[
    '/thank-you-digital/:greetingId',
    '/thank-you-free/:greetingId',
    '/thank-you-qr/:greetingId',
    '/thank-you-reply/:greetingId',
    '/thankyou/:greetingId',
    '/thankyou-thank-you/:greetingId',
  ].map((path) => ({ path, page: page('ThankYouPage'), head, data })),
  { path: '/thank-you-qr-box/:greetingId', page: page('BoxSetThankYouPage'), head, data },
];
