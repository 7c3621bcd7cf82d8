import { queryOptions } from '@tanstack/react-query';
import { purchaseKeys } from './keys';
import { getPurchaseItem } from './requests';

/** Always fresh: it is read right after a sign-up, to route the buyer. */
export const purchaseItemQuery = (fizzId: string | number) =>
  queryOptions({ queryKey: purchaseKeys.item(fizzId), queryFn: () => getPurchaseItem(fizzId), staleTime: 0 });
