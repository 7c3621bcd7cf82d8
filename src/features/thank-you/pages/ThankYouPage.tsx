import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router-dom';
import { greetingDetailQuery } from '@/api/preview/queries';
import { LoadError } from '@/shared/ui/LoadError';
import { PageHeading } from '@/shared/ui/PageHeading';
import { ClosingCallToAction } from '@/features/thank-you/components/ClosingCallToAction';
import { ThankYouContent } from '@/features/thank-you/components/ThankYouContent';
import { ThankYouSkeleton } from '@/features/thank-you/components/ThankYouSkeleton';
import { useThankYouAnalytics } from '@/features/thank-you/hooks/useThankYouAnalytics';
import { isJustPurchased } from '@/features/thank-you/rules/analytics';
import { ctaKindForPath } from '@/features/thank-you/rules/closingCta';
import { THANK_YOU_TEXT } from '@/features/thank-you/rules/variant';

/**
 * /thank-you-digital, /thank-you-free, /thank-you-qr, /thank-you-reply, /thankyou and
 * /thankyou-thank-you (each /{greetingId}): a spinner, then the error alert or the page for a physical,
 * paid or unpaid greeting, then the route's closing call to action.
 */
export default function ThankYouPage() {
  const { greetingId = '' } = useParams();
  const location = useLocation();
  const detail = useQuery(greetingDetailQuery(greetingId));
  const item = detail.data?.item;
  useThankYouAnalytics(item, !detail.isFetching, isJustPurchased(location.state));

  return (
    <section className="container">
      {detail.isPending ? (
        <ThankYouSkeleton />
      ) : detail.isError || !item ? (
        <LoadError
          heading={<PageHeading>{THANK_YOU_TEXT.errorHeading}</PageHeading>}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <ThankYouContent item={item} />
      )}
      <ClosingCallToAction kind={ctaKindForPath(location.pathname)} />
    </section>
  );
}
