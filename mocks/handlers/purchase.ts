import type { z } from 'zod/mini';
import type { purchaseItemSchema } from '@/api/purchase/schemas';
import type { FizzRow } from '../db/types';
import { FIZZ_NOT_FOUND, isQrCard, needsPurchase } from '../rules';

// GET /rest/fizz/{fizzId} (spec part 2 §7): what the purchase routing after a sign-up reads. The one
// GET /rest/fizz/{id} handler (fizz.ts) answers it when the call names no ?screen=.

export const PURCHASE_MESSAGES = { unknown: FIZZ_NOT_FOUND } as const;

export function purchaseItem(fizz: FizzRow): z.input<typeof purchaseItemSchema> {
  return {
    id: fizz.id,
    name: fizz.name,
    img: fizz.img,
    price: fizz.price,
    isLocked: fizz.isLocked,
    // the same rules checkout and lockdown use, so every screen agrees
    needsPurchase: needsPurchase(fizz),
    isQRBoxSet: fizz.isQRBoxSet,
    isQRCard: isQrCard(fizz),
  };
}
