import type { ReactNode } from 'react';
import { errorMessage } from '../lib/errorMessage';
import { Alert } from './Alert';
import { PageSpinner } from './Spinner';

type QueryLike<T> = { isPending: boolean; isError: boolean; error: unknown; data: T | undefined };

/**
 * The three states of a data screen: a spinner while loading, the message in a red alert on
 * failure (spec: load failures show in a red alert), then the content.
 */
export function QueryBoundary<T>({ query, children, loadingLabel }: { query: QueryLike<T>; children: (data: T) => ReactNode; loadingLabel?: string }) {
  if (query.isPending) return <PageSpinner label={loadingLabel} />;
  if (query.isError || query.data === undefined) return <Alert variant="danger">{errorMessage(query.error)}</Alert>;
  return <>{children(query.data)}</>;
}
