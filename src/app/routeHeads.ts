import type { RouteHead } from '@/shared/config/routeDef';

// Each page's head is its route's (src/features/<area>/routes.ts). A page whose data names it
// better (a theme's SEO title) sets that itself; the route's is what shows until then.

export const SITE_NAME = 'Video Greetings';

/** The not-found page's head (any other path). */
export const NOT_FOUND_HEAD: RouteHead = { title: 'Page not found' };

/** "Checkout · Video Greetings": the page first, so a row of tabs tells them apart. */
export const documentTitle = (title: string): string => `${title} · ${SITE_NAME}`;
