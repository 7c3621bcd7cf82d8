import { LoadError } from '@/shared/ui/LoadError';
import { PageHeading } from '@/shared/ui/PageHeading';
import styles from './Section.module.css';

/**
 * A discovery page whose one query failed: the page's h1 and the shared LoadError (the message in
 * a red alert with 'Try again', a sign-in prompt or the way home), in the page container.
 */
export function PageLoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <section className={`container ${styles.section}`}>
      <LoadError error={error} onRetry={onRetry} heading={<PageHeading>{title}</PageHeading>} />
    </section>
  );
}
