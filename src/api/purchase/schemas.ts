import { z } from 'zod';
import { idSchema, priceSchema } from '../common/schemas';

/** GET /rest/fizz/{fizzId}: what purchase routing needs (spec part 2 §7, part 2 §2 "Preview and finishing"). */
export const purchaseItemSchema = z.object({
  id: idSchema,
  name: z.string().nullish(),
  img: z.string().nullish(),
  price: priceSchema.nullish(),
  isLocked: z.boolean().optional().default(false),
  needsPurchase: z.boolean(),
  isQRBoxSet: z.boolean(),
  isQRCard: z.boolean(),
});
export type PurchaseItem = z.infer<typeof purchaseItemSchema>;

export const purchaseItemResponseSchema = z.object({ status: z.literal('success'), item: purchaseItemSchema });
export type PurchaseItemResponse = z.infer<typeof purchaseItemResponseSchema>;
