import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import { LoadError } from './LoadError';
import { PageHeading } from './PageHeading';

/** The heading above a failed load: a text, or one chosen by the failure (e.g. 'not found'). */
export type ErrorHeading = string | ((error: unknown) => string);

type QueryBoundaryProps = {
  /** The page's skeleton, shown while its queries (useSuspenseQuery) load. */
  fallback: ReactNode;
  /** The heading shown above a failure (the page's own heading is gone with the page). */
  errorHeading?: ErrorHeading;
  children: ReactNode;
};

const headingFor = (heading: ErrorHeading = 'Something went wrong', error: unknown) =>
  typeof heading === 'function' ? heading(error) : heading;

/**
 * Each page's one data boundary (the route table wraps every page in it): the page's skeleton
 * while its queries load, then the page; a failed load shows LoadError (the message in a red alert
 * with 'Try again', a sign-in prompt or the not-found panel). 'Try again' resets the failed
 * queries and renders the page again, which fetches them again.
 */
export function QueryBoundary({ fallback, errorHeading, children }: QueryBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          fallback={(error, retry) => (
            <div className="container">
              <LoadError error={error} onRetry={retry} heading={<PageHeading>{headingFor(errorHeading, error)}</PageHeading>} />
            </div>
          )}
        >
          <Suspense fallback={fallback}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
