import { dataIn, pagesOf, type RouteDef } from '@/shared/config/routeDef';

const page = pagesOf('discovery');
const data = dataIn(() => import('./loaders'));

/** The landing page, the theme-animation landings, browse, themes and the campaigns. */
export const discoveryRoutes: RouteDef[] = [
  {
    path: '/',
    page: page('LandingPage'),
    head: { title: 'Personalised video greetings from everyone' },
    data: data('landing'),
    start: { image: 'samples.0.img' },
  },
  {
    path: '/browse',
    page: page('BrowsePage'),
    head: { title: 'Choose an occasion' },
    data: data('browse'),
    start: { image: 'rows.0.img' },
  },
  {
    path: '/theme/:themeId',
    page: page('ThemePage'),
    head: { title: 'Designs' },
    data: data('theme'),
    start: { image: 'animations.0.img' },
  },
  {
    path: '/video-greeting/:slug',
    page: page('ThemeAnimationLandingPage'),
    head: { title: 'Video greeting design' },
    data: data('animationLanding'),
  },
  { path: '/free-july', page: page('CampaignPage'), head: { title: 'A free Video Greeting this July' }, data: data('campaign') },
  {
    path: '/free-adobe',
    page: page('CampaignPage'),
    head: { title: 'Your free Video Greeting from Adobe' },
    data: data('campaign'),
  },
  { path: '/free-hmkhq-event', page: page('CampaignPage'), head: { title: 'Event offer' }, data: data('campaign') },
  // the slug form of the theme-animation landing; an unknown slug shows the not-found page
  {
    path: '/:slug',
    page: page('ThemeAnimationLandingPage'),
    head: { title: 'Video greeting design' },
    data: data('animationLanding'),
  },
];
