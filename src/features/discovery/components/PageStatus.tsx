import type { ReactNode } from 'react';
import { PageHeading } from '../../../shared/ui/PageHeading';
import { QueryBoundary } from '../../../shared/ui/QueryBoundary';
import styles from './Section.module.css';

type QueryLike<T> = { isPending: boolean; isError: boolean; error: unknown; data: T | undefined };

/**
 * A whole page that depends on one query: the spinner, or on failure a heading and the message
 * in a red alert, or the content.
 */
export function PageStatus<T>({ title, query, children }: { title: string; query: QueryLike<T>; children: (data: T) => ReactNode }) {
  if (query.isPending || query.isError || query.data === undefined) {
    return (
      <div className={`container ${styles.section}`}>
        {query.isError && <PageHeading>{title}</PageHeading>}
        <QueryBoundary query={query}>{() => null}</QueryBoundary>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
