import type { ReactNode } from 'react';
import { QueryBoundary } from '@/shared/ui/QueryBoundary';
import { PageSpinner } from '@/shared/ui/Spinner';
import { CardLoadError } from './CardLoadError';

type CardDataBoundaryProps = {
  qrKey: string;
  /** Read while the data loads. */
  loadingLabel?: string;
  /** The text a failure shows; default the error's own message. */
  messageOf?: (error: unknown) => string;
  children: ReactNode;
};

/**
 * The data part of a /qr-setup/{qrKey}/... page, under the page's heading: a spinner while it loads,
 * and a failure shown by CardLoadError, whose links stay in the card's flow (the page's own
 * boundary would sign in outside it). 'Try again' loads it again.
 */
export function CardDataBoundary({ qrKey, loadingLabel, messageOf, children }: CardDataBoundaryProps) {
  return (
    <QueryBoundary
      fallback={<PageSpinner label={loadingLabel} />}
      renderError={(error, retry) => <CardLoadError error={error} qrKey={qrKey} message={messageOf?.(error)} onRetry={retry} />}
    >
      {children}
    </QueryBoundary>
  );
}
