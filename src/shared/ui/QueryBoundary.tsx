import { onlineManager, QueryErrorResetBoundary } from '@tanstack/react-query';
import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import { LoadError } from './LoadError';
import { PageHeading } from './PageHeading';

/** The heading above a failed load: a text, or one chosen by the failure (e.g. 'not found'). */
type HeadingText = string | ((error: unknown) => string);

/**
 * A page's error heading, optionally with a line that a not-found adds under its message (a demo
 * link opened in another browser says why it finds nothing: src/shared/config/demo.ts).
 */
export type ErrorHeading = HeadingText | { text: HeadingText; notFoundNote?: string };

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

const headingFor = (heading: ErrorHeading = 'Something went wrong', error: unknown): string => {
  const text = typeof heading === 'object' ? heading.text : heading;
  return typeof text === 'function' ? text(error) : text;
};

/** What a page shows in its place when its load fails (its own heading and links); `retry` loads again. */
export type PageFailure = ComponentType<{ error: unknown; retry: () => void }>;

/**
 * A page's boundary: a failure replaces the page, under the page's error heading; or the page's own
 * `failure`, where its failures keep its heading or stay in its flow.
 */
export function PageBoundary({
  fallback,
  errorHeading,
  failure: Failure,
  children,
}: {
  fallback: ReactNode;
  errorHeading?: ErrorHeading;
  failure?: PageFailure;
  children: ReactNode;
}) {
  return (
    <QueryBoundary
      fallback={fallback}
      renderError={(error, retry) =>
        Failure ? (
          <Failure error={error} retry={retry} />
        ) : (
          <div className="container">
            <LoadError
              error={error}
              onRetry={retry}
              heading={<PageHeading>{headingFor(errorHeading, error)}</PageHeading>}
              notFoundNote={typeof errorHeading === 'object' ? errorHeading.notFoundNote : undefined}
            />
          </div>
        )
      }
    >
      {children}
    </QueryBoundary>
  );
}
