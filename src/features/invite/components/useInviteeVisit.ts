import { useCallback, useEffect, useState } from 'react';
import { tab, tabKeys } from '@/shared/lib/storage';
import { parseAdded, withArrival, type AddedItem } from '@/features/invite/rules/inviteeFlow';

/**
 * What the invitee added through invite {code} in this visit. Kept for the tab (a reload keeps
 * it, a new visit starts empty) and forgotten once they go on to the thank-you page.
 */
export function useInviteeVisit(code: string) {
  const key = tabKeys.inviteeVisit(code);
  const [added, setAdded] = useState<AddedItem[]>(() => parseAdded(tab.get(key)));

  useEffect(() => {
    if (added.length > 0) tab.set(key, JSON.stringify(added));
  }, [key, added]);

  const arrive = useCallback((item: AddedItem) => setAdded((list) => withArrival(list, item)), []);
  const forget = useCallback(() => tab.remove(key), [key]);

  return { added, arrive, forget };
}
