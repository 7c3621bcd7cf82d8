import { pagesOf, personal, type RouteDef } from '@/shared/config/routeDef';

/** The checkout. */
export const checkoutRoutes: RouteDef[] = [
  {
    path: '/checkout/:greetingId',
    page: pagesOf('checkout')('CheckoutPage'),
    head: personal('Checkout'),
    // the checkout is never cached (gcTime 0): a copy a loader started would be gone before the page
    // mounts, and read again
    readsItself: true,
    // the heading is a guest's or an account's: no shell
    start: { session: true },
  },
];
