import { greetingAnalytics, type GreetingAnalytics } from '@/shared/lib/analytics';

type Item = {
  themeName: string;
  isPhysical: boolean;
  isFree: boolean;
  sku: string;
  price: number | string;
  uuid: string;
  hasPaid: boolean;
};

export type DataLayerEntry = ({ event: 'greeting' } | { event: 'purchase' }) & GreetingAnalytics;

/**
 * Part 1 §7: the analytics data layer is set from the greeting (occasion, type, sku, price with 0
 * for free or physical, uuid). Right after a checkout, a purchase event is pushed too, once: not
 * again on a reload or a second visit (`alreadyTracked`), and never for an unpaid greeting.
 */
export function thankYouDataLayer(item: Item, justPurchased: boolean, alreadyTracked: boolean): DataLayerEntry[] {
  const data = greetingAnalytics(item);
  const entries: DataLayerEntry[] = [{ event: 'greeting', ...data }];
  if (justPurchased && item.hasPaid && !alreadyTracked) entries.push({ event: 'purchase', ...data });
  return entries;
}

/** sessionStorage key marking a greeting's purchase event as pushed in this tab. */
export const purchaseTrackedKey = (id: string | number) => `purchaseTracked:${id}`;

/** The checkout's navigation state after a payment. */
export function isJustPurchased(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { purchased?: unknown }).purchased === true;
}
