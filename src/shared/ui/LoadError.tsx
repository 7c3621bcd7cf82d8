import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { errorMessage } from '@/shared/lib/errorMessage';
import { loadErrorKind } from '@/shared/lib/loadErrorKind';
import { Alert } from './Alert';
import { Button, ButtonLink } from './Button';
import styles from './LoadError.module.css';

type LoadErrorProps = {
  error: unknown;
  /** Refetches; shown as 'Try again' on an ordinary failure. */
  onRetry?: () => void;
  /** The page's heading when the error replaces the whole page. */
  heading?: ReactNode;
  /** Where 'Go to the homepage' (not found) points; default '/'. */
  homeTo?: string;
  /** A line a not-found adds under its message (why a link may find nothing here). */
  notFoundNote?: string;
};

/**
 * The app's one way to show a failed load (spec: the message in a red alert):
 * 403 → the message and 'Sign In' (back to this page afterwards);
 * 404 → the message and a way to the home page;
 * otherwise → the message and 'Try again'.
 */
export function LoadError({ error, onRetry, heading, homeTo = '/', notFoundNote }: LoadErrorProps) {
  const location = useLocation();
  const kind = loadErrorKind(error);
  const here = `${location.pathname}${location.search}`;
  return (
    <div className={styles.loadError}>
      {heading}
      <Alert variant="danger">{errorMessage(error)}</Alert>
      {kind === 'not-found' && notFoundNote && <p className={styles.note}>{notFoundNote}</p>}
      <div className={styles.actions}>
        {kind === 'sign-in' && <ButtonLink to={`/login/${encodeURIComponent(here)}`}>Sign In</ButtonLink>}
        {kind === 'not-found' && <ButtonLink to={homeTo}>Go to the homepage</ButtonLink>}
        {kind === 'retry' && onRetry && <Button onClick={onRetry}>Try again</Button>}
      </div>
    </div>
  );
}
