import { greetingKeys } from '@/api/greetingKeys';

export const purchaseKeys = {
  /** GET /rest/fizz/{id}: needsPurchase, isQRBoxSet, isQRCard */
  item: (fizzId: string | number) => [...greetingKeys.root(fizzId), 'item'] as const,
};
