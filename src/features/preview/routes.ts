import { dataIn, pagesOf, personal, type RouteDef } from '@/shared/config/routeDef';

const page = pagesOf('preview')('PreviewPage');
const data = dataIn(() => import('./loaders'))('preview');

/** The preview and the thank-you video's preview. */
export const previewRoutes: RouteDef[] = [
  { path: '/preview/:greetingId', page, head: personal('Preview'), data, start: {} },
  { path: '/preview-thank-you/:greetingId', page, head: personal('Preview your thank-you'), data },
];
