import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { greetingDetailQuery } from '@/api/preview/queries';
import type { GreetingItem } from '@/api/preview/schemas';
import { useThankYouAnalytics } from '@/features/thank-you/hooks/useThankYouAnalytics';
import { isJustPurchased } from '@/features/thank-you/rules/analytics';
import { ctaKindForPath } from '@/features/thank-you/rules/closingCta';
import { ClosingCallToAction } from './ClosingCallToAction';
import { ThankYouSkeleton } from './ThankYouSkeleton';

/**
 * Every thank-you page (each /{greetingId}): the greeting, its analytics once it is settled (not
 * while a refetch may still turn it paid), the page's content for it, then the route's closing
 * call to action.
 */
export function GreetingThankYou({ children }: { children: (item: GreetingItem) => ReactNode }) {
  const { greetingId = '' } = useParams();
  const { pathname, state } = useLocation();
  const { data, isFetching } = useSuspenseQuery(greetingDetailQuery(greetingId));
  useThankYouAnalytics(data.item, !isFetching, isJustPurchased(state));
  return (
    <section className="container">
      {children(data.item)}
      <ClosingCallToAction kind={ctaKindForPath(pathname)} />
    </section>
  );
}

/** While the greeting loads: the spinner (part 1 §2), above the route's closing call to action. */
export function ThankYouFallback() {
  const { pathname } = useLocation();
  return (
    <section className="container">
      <ThankYouSkeleton />
      <ClosingCallToAction kind={ctaKindForPath(pathname)} />
    </section>
  );
}
