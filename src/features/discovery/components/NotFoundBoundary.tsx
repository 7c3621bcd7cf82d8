import type { ReactNode } from 'react';
import { loadErrorKind } from '@/shared/lib/loadErrorKind';
import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import { NotFound } from '@/shared/ui/NotFound';

/** Hands a failure on to the next boundary up (the page's). */
function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/**
 * A page whose unknown address is the not-found page (the slug form catches every one-segment
 * path): a 404 shows NotFound; any other failure goes on to the page's own boundary.
 */
export function NotFoundBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={(error) => (loadErrorKind(error) === 'not-found' ? <NotFound /> : <Rethrow error={error} />)}>
      {children}
    </ErrorBoundary>
  );
}
