import { dataIn, inCardFlow, pagesOf, personal, type PageRoute, type RouteDef } from '@/shared/config/routeDef';

const page = pagesOf('personalise')('PersonalisePage');
const data = dataIn(() => import('./loaders'));
const head = personal('Personalise your greeting');

const create: PageRoute = { path: '/create/:taId', page, head, signedInOnly: true, data: data('create') };

/** Personalise a greeting's text (change), a template (create) and a card-scan's new greeting. */
export const personaliseRoutes: RouteDef[] = [
  { path: '/change/:greetingId', page, head, data: data('change') },
  create,
  inCardFlow(create),
];
