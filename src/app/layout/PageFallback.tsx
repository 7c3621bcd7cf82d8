import { Skeleton, SkeletonRegion, SkeletonText } from '@/shared/ui/Skeleton';
import cardGrid from '@/shared/ui/CardGrid.module.css';
import styles from './PageFallback.module.css';

/**
 * What a page shows while its code (a lazy chunk) loads on the first visit: the layout's header
 * and footer are already there, and this holds the page area with a heading and a few blocks.
 * It is at least a screen tall, so the footer stays below the fold instead of jumping down.
 */
export function PageFallback() {
  return (
    <SkeletonRegion label="Loading page…" className={`container ${styles.fallback}`}>
      <Skeleton width="min(24rem, 70%)" className={styles.heading} />
      <SkeletonText lines={2} className={styles.lead} />
      <div className={cardGrid.grid}>
        <Skeleton aspectRatio="16 / 9" shape="round" />
        <Skeleton aspectRatio="16 / 9" shape="round" />
        <Skeleton aspectRatio="16 / 9" shape="round" />
      </div>
    </SkeletonRegion>
  );
}
