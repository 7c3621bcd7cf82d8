import { request } from '@/api/client';
import { purchaseItemResponseSchema } from './schemas';

/** GET /rest/fizz/{fizzId} → item with needsPurchase, isQRBoxSet, isQRCard. */
export async function getPurchaseItem(fizzId: string | number) {
  const body = await request(
    { method: 'GET', url: `/rest/fizz/${encodeURIComponent(String(fizzId))}` },
    purchaseItemResponseSchema,
  );
  return body.item;
}
