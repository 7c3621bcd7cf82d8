import { z } from '@/api/zod';
import { idSchema, priceSchema } from '@/api/common/schemas';

/** GET /rest/fizz/{fizzId}: what purchase routing needs (spec part 2 §7, part 2 §2 "Preview and finishing"). */
export const purchaseItemSchema = z.object({
  id: idSchema,
  name: z.nullish(z.string()),
  img: z.nullish(z.string()),
  price: z.nullish(priceSchema),
  isLocked: z._default(z.optional(z.boolean()), false),
  needsPurchase: z.boolean(),
  isQRBoxSet: z.boolean(),
  isQRCard: z.boolean(),
});
export type PurchaseItem = z.infer<typeof purchaseItemSchema>;

export const purchaseItemResponseSchema = z.object({ status: z.literal('success'), item: purchaseItemSchema });
export type PurchaseItemResponse = z.infer<typeof purchaseItemResponseSchema>;
