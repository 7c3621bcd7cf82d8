import type { ReactNode } from 'react';
import { PageHeading } from '@/shared/ui/PageHeading';
import { Skeleton, SkeletonRegion, SkeletonText } from '@/shared/ui/Skeleton';
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

/** A hero while its page loads: headline, text, button and (with `media`) a 16:9 video beside them. */
export function HeroSkeleton({ label, media = true }: { label: string; media?: boolean }) {
  return (
    <SkeletonRegion label={label} className={styles.hero}>
      <div className={`container ${styles.inner} ${media ? styles.withMedia : ''}`}>
        <div className={styles.copy}>
          <Skeleton width="80%" className={styles.headlineShape} />
          <p>
            <SkeletonText lines={2} />
          </p>
          <Skeleton shape="pill" width="12rem" className={styles.buttonShape} />
        </div>
        {media && <Skeleton aspectRatio="16 / 9" />}
      </div>
    </SkeletonRegion>
  );
}
