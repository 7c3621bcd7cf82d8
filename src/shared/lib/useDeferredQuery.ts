import { useDeferredValue } from 'react';

type QueryState<T> = { isPending: boolean; isError: boolean; error: unknown; data: T | undefined };

/** What a page shows: loading (also while arriving data waits for its render), the failure, or the data. */
export type ShownQuery<T, R> = (
  | { isPending: true; isError: false; data: undefined }
  | { isPending: false; isError: true; data: T | undefined }
  | { isPending: false; isError: false; data: T }
) & { error: unknown; refetch: R };

/**
 * A query as a page shows it. React Query hands arriving data to React as a synchronous update, so
 * a page's first render with its data would be one long task on a slow phone (Total Blocking Time).
 * Here the data is deferred: the loading state stays for one cheap render more, and the content
 * renders in the background, yielding to the browser every few milliseconds. A failure shows at once.
 */
export function useDeferredQuery<Q extends QueryState<unknown> & { refetch?: unknown }>(
  query: Q,
): ShownQuery<Exclude<Q['data'], undefined>, Q['refetch']> {
  // only these fields are read: React Query re-renders for the fields a component reads
  const data = useDeferredValue(query.data) as Exclude<Q['data'], undefined> | undefined;
  const { error, refetch } = query;
  if (query.isError) return { isPending: false, isError: true, data, error, refetch };
  if (data === undefined) return { isPending: true, isError: false, data: undefined, error, refetch };
  return { isPending: false, isError: false, data, error, refetch };
}
