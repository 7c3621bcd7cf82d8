import type { ReactNode } from 'react';
import { useDeferredQuery } from '@/shared/lib/useDeferredQuery';
import { LoadError } from './LoadError';
import { PageSpinner } from './Spinner';

type QueryLike<T> = { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch?: () => unknown };

/**
 * The three states of a data screen: the loading state (a spinner, or `loading` sized like the
 * content), the failure (LoadError: the message in a red alert with 'Try again', a sign-in prompt
 * or the not-found panel), then the content, rendered in the background as it arrives
 * (useDeferredQuery). Data the server has since refused is never shown.
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
  const shown = useDeferredQuery(query);
  if (shown.isError) {
    return <LoadError error={shown.error} onRetry={shown.refetch ? () => void shown.refetch?.() : undefined} />;
  }
  if (shown.isPending) return <>{loading ?? <PageSpinner label={loadingLabel} />}</>;
  return <>{children(shown.data)}</>;
}
