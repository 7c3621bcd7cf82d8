import { request } from '@/api/client';
import { purchaseItemResponseSchema } from './schemas';

/**
 * The purchase routing's GET (path and query), written once: the calls below encode their values; a
 * route's read (reads.ts) passes its pattern's `:params`, which makes the call the start sends.
 */
export const purchaseUrls = {
  item: (greetingId: string) => `/rest/fizz/${greetingId}`,
};

/** GET /rest/fizz/{fizzId} → item with needsPurchase, isQRBoxSet, isQRCard. */
export async function getPurchaseItem(greetingId: string | number) {
  const body = await request(
    { method: 'GET', url: purchaseUrls.item(encodeURIComponent(String(greetingId))) },
    purchaseItemResponseSchema,
  );
  return body.item;
}
