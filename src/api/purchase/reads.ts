import { read } from '@/api/read';
import { purchaseItemQuery } from './queries';
import { purchaseUrls } from './requests';

/** What the sign-up-first pages' loader reads: the call with the page's own queryOptions. */
export const purchaseReads = {
  item: (greetingId: string) => read(purchaseUrls.item(greetingId), purchaseItemQuery(greetingId)),
};
