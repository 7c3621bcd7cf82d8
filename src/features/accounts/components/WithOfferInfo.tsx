import type { ReactNode } from 'react';
import { LoadError } from '@/shared/ui/LoadError';
import { QueryBoundary } from '@/shared/ui/QueryBoundary';
import { PageSpinner } from '@/shared/ui/Spinner';
import {
  offerInfoOf,
  useFreeOfferInfo,
  useOfferMode,
  useTrialInfo,
  type OfferInfo,
  type OfferPage,
} from '@/features/accounts/hooks/useOfferInfo';

type WithOfferInfoProps = { page: OfferPage; children: (info: OfferInfo) => ReactNode };

/**
 * The offer and trial pages' form with what the server knows (the mode picks the read), under the
 * page's title: a spinner while it loads. A failed read is shown above the form, which still works
 * without the offer (part 2 §8: the error text in an alert); 'Try again' reads it again.
 */
export function WithOfferInfo({ page, children }: WithOfferInfoProps) {
  const { mode, urlOffer } = useOfferMode();
  return (
    <QueryBoundary
      fallback={<PageSpinner />}
      renderError={(error, retry) => (
        <>
          <LoadError error={error} onRetry={retry} />
          {children(offerInfoOf(mode, urlOffer, null))}
        </>
      )}
    >
      {mode.kind === 'offer' ? (
        <FreeOfferRead page={page}>{children}</FreeOfferRead>
      ) : (
        <TrialRead page={page}>{children}</TrialRead>
      )}
    </QueryBoundary>
  );
}

function FreeOfferRead({ page, children }: WithOfferInfoProps) {
  return children(useFreeOfferInfo(page));
}

function TrialRead({ page, children }: WithOfferInfoProps) {
  return children(useTrialInfo(page));
}
