import type { ReactNode } from 'react';
import { LoadError } from '@/shared/ui/LoadError';
import { QueryBoundary } from '@/shared/ui/QueryBoundary';

type SectionBoundaryProps = {
  /** The section's skeleton while its query (useSuspenseQuery) loads. */
  fallback: ReactNode;
  /** A heading above a failure, when the failed part carries the page's h1. */
  errorHeading?: (error: unknown) => ReactNode;
  children: ReactNode;
};

/**
 * One part of a page that loads and fails on its own (a landing section, a theme's grid under its
 * Back link): its skeleton, then its content or LoadError in its place, while the rest of the page
 * stays. 'Try again' loads just this part again.
 */
export function SectionBoundary({ fallback, errorHeading, children }: SectionBoundaryProps) {
  return (
    <QueryBoundary
      fallback={fallback}
      renderError={(error, retry) => <LoadError error={error} onRetry={retry} heading={errorHeading?.(error)} />}
    >
      {children}
    </QueryBoundary>
  );
}
