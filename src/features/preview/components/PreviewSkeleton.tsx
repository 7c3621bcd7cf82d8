import { Skeleton, SkeletonRegion, SkeletonText } from '@/shared/ui/Skeleton';
import styles from './Preview.module.css';

/** The preview while the combine request runs: shaped like the page, so nothing jumps. */
export function PreviewSkeleton() {
  return (
    <SkeletonRegion label="Loading your preview…" className={`container ${styles.page}`}>
      <Skeleton shape="text" height="2.4rem" width="70%" />
      <SkeletonText lines={2} className={styles.lead} />
      <Skeleton aspectRatio="16 / 9" className={styles.stage} />
      <span className={styles.skeletonActions} aria-hidden="true">
        <Skeleton shape="pill" width="9rem" height="2.75rem" />
        <Skeleton shape="pill" width="9rem" height="2.75rem" />
      </span>
    </SkeletonRegion>
  );
}
