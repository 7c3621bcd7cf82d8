// What each route puts in the document's head: its title (WCAG 2.4.2: every page says what it is,
// in the tab, the history and a screen reader's first words) and whether it is personal (a greeting,
// an invitation, an account's page), which search engines must not index. A page whose data names it
// better (a theme's SEO title) sets that itself; this is what shows until then and everywhere else.

export const SITE_NAME = 'Video Greetings';

export type RouteHead = {
  title: string;
  /** Someone's own page (a greeting, an invitation, a checkout, an account): noindex. */
  personal?: true;
};

const personal = (title: string): RouteHead => ({ title, personal: true });

/** Every path of the route table (src/app/routes.tsx), keyed exactly as it writes it. */
export const ROUTE_HEADS: Record<string, RouteHead> = {
  '/': { title: 'Personalised video greetings from everyone' },
  '/browse': { title: 'Choose an occasion' },
  '/theme/:themeId': { title: 'Designs' },
  '/video-greeting/:slug': { title: 'Video greeting design' },
  '/:slug': { title: 'Video greeting design' },
  '/free-july': { title: 'A free Video Greeting this July' },
  '/free-adobe': { title: 'Your free Video Greeting from Adobe' },
  '/free-hmkhq-event': { title: 'Event offer' },
  '/faq': { title: 'Frequently asked questions' },
  '/tutorials': { title: 'Tutorials' },
  '/terms': { title: 'Terms of use' },
  '/privacy-policy': { title: 'Privacy policy' },
  '/template-base-markup': personal('Style guide'),
  '/login': { title: 'Sign in' },
  '/login/:redirect': { title: 'Sign in' },
  '/register': { title: 'Create an account' },
  '/register/:redirect': { title: 'Create an account' },
  '/password-reset': { title: 'Reset your password' },
  '/change-password': personal('Change password'),
  '/change-password/:otp': personal('Change password'),
  '/alert-reset-viewed/:otp/:greetingId': personal('View alert reset'),
  '/signup-checkout/:greetingId': personal('Create an account to check out'),
  '/signup-thank-you/:greetingId': personal('Create an account'),
  '/create/:taId': personal('Personalise your greeting'),
  '/change/:greetingId': personal('Personalise your greeting'),
  '/edit/:greetingId': personal('Edit your greeting'),
  '/invite': personal('Invite others'),
  '/invite-others/:greetingId': personal('Invite others'),
  '/record/:greetingId': personal('Record a video'),
  '/record-thank-you': personal('Record a thank-you video'),
  '/record-thank-you/:greetingId': personal('Record a thank-you video'),
  '/preview/:greetingId': personal('Preview'),
  '/preview-thank-you/:greetingId': personal('Preview your thank-you'),
  '/checkout/:greetingId': personal('Checkout'),
  '/thank-you-digital/:greetingId': personal('Thank you'),
  '/thank-you-free/:greetingId': personal('Thank you'),
  '/thank-you-qr/:greetingId': personal('Thank you'),
  '/thank-you-reply/:greetingId': personal('Thank you'),
  '/thankyou/:greetingId': personal('Thank you'),
  '/thankyou-thank-you/:greetingId': personal('Thank you'),
  '/thank-you-qr-box/:greetingId': personal('Thank you'),
  '/qrbox-scan-more/:greetingId': personal('Scan more cards'),
  '/vid/:uuid': personal('Your video greeting'),
  '/in/:code': personal('Add to a video greeting'),
  '/in/:code/record/:greetingId': personal('Record a video'),
  '/view-invite-thank-you': personal('Thank you'),
  '/view-invite-contact': personal('Stay in touch'),
  '/list': personal('My Video Greetings'),
  '/offer-login': { title: 'Sign in' },
  '/offer-register': { title: 'Create an account' },
  '/view-invite-trial-login': personal('Sign in'),
  '/view-invite-trial-register': personal('Create an account'),
  '/qr-setup/:qrKey/login': personal('Sign in'),
  '/qr-setup/:qrKey/register': personal('Create an account'),
  '/qr-setup/:qrKey/password-reset': personal('Reset your password'),
  '/qr-setup/:qrKey/terms': personal('Terms of use'),
  '/qr-setup/:qrKey/privacy-policy': personal('Privacy policy'),
  '/qr-setup/:qrKey/faq': personal('Frequently asked questions'),
  '/qr-setup/:qrKey/tutorials': personal('Tutorials'),
  '/qr/:key': personal('Your card'),
  '/qr-setup/:qrKey': personal('Set up your card'),
  '/qr-setup/:qrKey/list': personal('Your boxed set'),
  '/qr-setup/:qrKey/:taId/add': personal('Add a card to your boxed set'),
  '/qr-setup/:qrKey/:greetingId/link': personal('Link this video to the box'),
  '/qr-setup/:qrKey/:sku/:skuId': personal('Your card'),
  '/qr-setup/:qrKey/change-password': personal('Change password'),
  '/qr-setup/:qrKey/create/:taId': personal('Personalise your greeting'),
};

/** The not-found page's head (any other path). */
export const NOT_FOUND_HEAD: RouteHead = { title: 'Page not found' };

/** "Checkout · Video Greetings": the page first, so a row of tabs tells them apart. */
export const documentTitle = (title: string): string => `${title} · ${SITE_NAME}`;
