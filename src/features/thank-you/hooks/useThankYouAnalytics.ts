import { useEffect, useRef } from 'react';
import type { GreetingItem } from '@/api/preview/schemas';
import { pushDataLayer } from '@/shared/lib/analytics';
import { purchaseTrackedKey, thankYouDataLayer } from '@/features/thank-you/rules/analytics';

function readTracked(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function markTracked(key: string): void {
  try {
    window.sessionStorage.setItem(key, '1');
  } catch {
    /* storage blocked: the ref below still stops a second push on this page */
  }
}

/**
 * Sets the analytics data layer from the greeting once it is loaded and settled (not while a
 * refetch may still turn it paid), and pushes the purchase event once after a checkout.
 */
export function useThankYouAnalytics(item: GreetingItem | undefined, settled: boolean, justPurchased: boolean): void {
  const pushedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!item || !settled || pushedFor.current === String(item.id)) return;
    pushedFor.current = String(item.id);
    const key = purchaseTrackedKey(item.id);
    const entries = thankYouDataLayer(item, justPurchased, readTracked(key));
    entries.forEach((entry) => pushDataLayer(entry));
    if (entries.some((e) => e.event === 'purchase')) markTracked(key);
  }, [item, settled, justPurchased]);
}
