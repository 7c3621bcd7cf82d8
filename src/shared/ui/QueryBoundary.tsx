import type { ReactNode } from 'react';
import { LoadError } from './LoadError';
import { PageSpinner } from './Spinner';

type QueryLike<T> = { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch?: () => unknown };

/**
 * The three states of a data screen: the loading state (a spinner, or `loading` sized like the
 * content), the failure (LoadError: the message in a red alert with 'Try again', a sign-in prompt
 * or the not-found panel), then the content. Data the server has since refused is never shown.
 */
export function QueryBoundary<T>({
  query,
  children,
  loadingLabel,
  loading,
}: {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
  loadingLabel?: string;
  loading?: ReactNode;
}) {
  if (query.isPending) return <>{loading ?? <PageSpinner label={loadingLabel} />}</>;
  if (query.isError || query.data === undefined) {
    return <LoadError error={query.error} onRetry={query.refetch ? () => void query.refetch?.() : undefined} />;
  }
  return <>{children(query.data)}</>;
}
