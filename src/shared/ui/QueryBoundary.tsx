import { onlineManager, QueryErrorResetBoundary } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import { LoadError } from './LoadError';
import { PageHeading } from './PageHeading';

/** The heading above a failed load: a text, or one chosen by the failure (e.g. 'not found'). */
export type ErrorHeading = string | ((error: unknown) => string);

type QueryBoundaryProps = {
  /** The skeleton shown while the queries inside (useSuspenseQuery) load. */
  fallback: ReactNode;
  /** What a failure shows; `retry` loads again. Default: LoadError (message, 'Try again'…). */
  renderError?: (error: unknown, retry: () => void) => ReactNode;
  children: ReactNode;
};

/** A failed load tries again by itself when the connection returns (as React Query does for a query on screen). */
function RetryOnReconnect({ retry, children }: { retry: () => void; children: ReactNode }) {
  useEffect(() => onlineManager.subscribe((online) => online && retry()), [retry]);
  return <>{children}</>;
}

/**
 * The one way to show data that loads: the skeleton while its queries load, then the content; a
 * failure shows LoadError (the message in a red alert with 'Try again', a sign-in prompt or the
 * not-found panel). 'Try again', or the connection coming back, resets the failed queries and
 * renders the content again, which fetches them again. The route table wraps every page in one
 * (`PageBoundary`); a part of a page that loads and fails on its own has one of its own.
 */
export function QueryBoundary({ fallback, renderError, children }: QueryBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          fallback={(error, retry) => (
            <RetryOnReconnect retry={retry}>
              {renderError ? renderError(error, retry) : <LoadError error={error} onRetry={retry} />}
            </RetryOnReconnect>
          )}
        >
          <Suspense fallback={fallback}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

const headingFor = (heading: ErrorHeading = 'Something went wrong', error: unknown) =>
  typeof heading === 'function' ? heading(error) : heading;

/** A page's boundary: a failure replaces the page, under the page's error heading. */
export function PageBoundary({
  fallback,
  errorHeading,
  children,
}: {
  fallback: ReactNode;
  errorHeading?: ErrorHeading;
  children: ReactNode;
}) {
  return (
    <QueryBoundary
      fallback={fallback}
      renderError={(error, retry) => (
        <div className="container">
          <LoadError error={error} onRetry={retry} heading={<PageHeading>{headingFor(errorHeading, error)}</PageHeading>} />
        </div>
      )}
    >
      {children}
    </QueryBoundary>
  );
}
