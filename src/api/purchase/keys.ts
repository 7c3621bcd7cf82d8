import { greetingKeys } from '@/api/greetings/keys';

export const purchaseKeys = {
  /** GET /rest/fizz/{id}: needsPurchase, isQRBoxSet, isQRCard */
  item: (greetingId: string | number) => [...greetingKeys.root(greetingId), 'item'] as const,
};
