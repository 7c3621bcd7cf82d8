import { dataIn, pagesOf, personal, type RouteDef } from '@/shared/config/routeDef';

const page = pagesOf('cards');
const data = dataIn(() => import('./loaders'));

/** Card scans (QR), their set-up pages and boxed sets: the logo-only bar, but for scanning more. */
export const cardsRoutes: RouteDef[] = [
  { path: '/qrbox-scan-more/:greetingId', page: page('ScanMorePage'), head: personal('Scan more cards'), data: data('scanMore') },
  { path: '/qr/:key', page: page('QrWelcomePage'), head: personal('Your card'), layout: 'bar', data: data('scan') },
  {
    path: '/qr-setup/:qrKey',
    page: page('QrWelcomePage'),
    head: personal('Set up your card'),
    layout: 'bar',
    data: data('scan'),
  },
  {
    path: '/qr-setup/:qrKey/list',
    page: page('BoxSetListPage'),
    head: personal('Your boxed set'),
    layout: 'bar',
    data: data('boxSetList'),
  },
  {
    path: '/qr-setup/:qrKey/:taId/add',
    page: page('BoxSetAddPage'),
    head: personal('Add a card to your boxed set'),
    layout: 'bar',
    data: data('boxSetAdd'),
  },
  {
    path: '/qr-setup/:qrKey/:greetingId/link',
    page: page('BoxSetLinkPage'),
    head: personal('Link this video to the box'),
    layout: 'bar',
    data: data('boxSetLink'),
  },
  {
    path: '/qr-setup/:qrKey/:sku/:skuId',
    page: page('CardProductPage'),
    head: personal('Your card'),
    layout: 'bar',
    data: data('scan'),
  },
];
