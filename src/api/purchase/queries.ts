import { queryOptions } from '@tanstack/react-query';
import { purchaseKeys } from './keys';
import { getPurchaseItem } from './requests';

/** Always fresh: it is read right after a sign-up, to route the buyer. */
export const purchaseItemQuery = (greetingId: string | number) =>
  queryOptions({ queryKey: purchaseKeys.item(greetingId), queryFn: () => getPurchaseItem(greetingId), staleTime: 0 });
