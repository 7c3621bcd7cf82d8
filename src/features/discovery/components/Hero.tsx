import type { ReactNode } from 'react';
import { PageHeading } from '../../../shared/ui/PageHeading';
import styles from './Hero.module.css';

/** A page-top hero: headline (the page's h1), text and actions, with optional media beside it. */
export function Hero({ headline, children, media }: { headline: ReactNode; children: ReactNode; media?: ReactNode }) {
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.inner} ${media ? styles.withMedia : ''}`}>
        <div className={styles.copy}>
          <PageHeading className={styles.headline}>{headline}</PageHeading>
          {children}
        </div>
        {media && <div className={styles.media}>{media}</div>}
      </div>
    </section>
  );
}
