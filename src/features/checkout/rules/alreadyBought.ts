import { paths } from '@/shared/config/paths';

type Item = {
  id: string | number;
  hasPaid: boolean;
  isLocked: boolean;
  needsPurchase: boolean;
  isQRBoxSet: boolean;
  isQRCard: boolean;
  isPhysical: boolean;
};

/**
 * When the checkout is refused, is it because there is nothing to buy? A paid greeting goes to its
 * thank-you page (also after a reload during a payment that went through); a card, boxed-set or
 * free greeting goes to its own thank-you page (part 2 §4 "Post-signup routing"). Anything else
 * (not finished yet, not paid) is an error to show: null.
 */
export function alreadyBoughtDestination(item: Item): string | null {
  if (item.hasPaid) return paths.thankYouDigital(item.id);
  if (item.needsPurchase || !item.isLocked) return null;
  if (item.isQRBoxSet) return paths.thankYouQrBox(item.id);
  if (item.isQRCard || item.isPhysical) return paths.thankYouQr(item.id);
  return paths.thankYouFree(item.id);
}
