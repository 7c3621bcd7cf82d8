import { paths } from '@/shared/config/paths';
import { dataIn, pagesOf, personal, type RouteDef } from '@/shared/config/routeDef';

/** The recipient page. */
export const viewerRoutes: RouteDef[] = [
  {
    path: '/vid/:uuid',
    page: pagesOf('viewer')('ViewerPage'),
    head: personal('Your video greeting'),
    data: dataIn(() => import('./loaders'))('viewer'),
    start: { image: 'item.img' },
  },
  // a greeting's download link ({shareUrl}/download) opened as a page, not fetched by 'Download
  // and save': the recipient page, which has that button
  { path: '/vid/:uuid/download', redirectTo: ({ uuid }) => paths.viewer(uuid ?? '') },
];
