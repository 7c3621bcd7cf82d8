import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { Read } from '@/shared/config/routeDef';

/** A read of `url` by the page's own queryOptions, started in the route's query client as it matches. */
export function read<TData, TError, TKey extends QueryKey>(
  url: string,
  options: FetchQueryOptions<TData, TError, TData, TKey>,
  how: { post?: true } = {},
): Read {
  // prefetchQuery never rejects: a failure is the page's to show when it reads the query
  return { url, ...how, start: (client) => void client.prefetchQuery(options) };
}
