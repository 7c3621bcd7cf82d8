import { dataIn, pagesOf, personal, type RouteDef } from '@/shared/config/routeDef';

/** My Video Greetings. */
export const projectsRoutes: RouteDef[] = [
  {
    path: '/list',
    page: pagesOf('projects')('ListPage'),
    head: personal('My Video Greetings'),
    signedInOnly: true,
    data: dataIn(() => import('./loaders'))('list'),
  },
];
