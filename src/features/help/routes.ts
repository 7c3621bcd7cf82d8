import { dataIn, inCardFlow, pagesOf, personal, type PageRoute, type RouteDef } from '@/shared/config/routeDef';

const page = pagesOf('help');

const faq: PageRoute = { path: '/faq', page: page('FaqPage'), head: { title: 'Frequently asked questions' } };
const tutorials: PageRoute = {
  path: '/tutorials',
  page: page('TutorialsPage'),
  head: { title: 'Tutorials' },
  data: dataIn(() => import('./loaders'))('tutorials'),
};
const terms: PageRoute = { path: '/terms', page: page('TermsPage'), head: { title: 'Terms of use' } };
const privacy: PageRoute = { path: '/privacy-policy', page: page('PrivacyPage'), head: { title: 'Privacy policy' } };

/** FAQ, tutorials, terms, privacy and the style guide; inside a card-scan flow, the same under /qr-setup/{key}. */
export const helpRoutes: RouteDef[] = [
  faq,
  tutorials,
  terms,
  privacy,
  { path: '/template-base-markup', page: page('StyleGuidePage'), head: personal('Style guide') },
  ...[terms, privacy, faq, tutorials].map(inCardFlow),
];
