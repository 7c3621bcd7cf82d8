import { dataIn, pagesOf, personal, type RouteDef } from '@/shared/config/routeDef';

/** The 4-step edit flow (src/app composes its page with the accounts feature's sign-up alert). */
export const editorRoutes: RouteDef[] = [
  {
    path: '/edit/:greetingId',
    page: pagesOf('editor')('EditPage'),
    head: personal('Edit your greeting'),
    data: dataIn(() => import('./loaders'))('edit'),
    start: {},
  },
];
