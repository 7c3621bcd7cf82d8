import { Skeleton, SkeletonRegion } from '@/shared/ui/Skeleton';
import { VIEWER_TEXT } from '@/features/viewer/rules/text';
import styles from './Viewer.module.css';

/**
 * The page's shape while the greeting loads: heading, lead line, the 16:9 player. A screen tall, so
 * the footer is not on the first screen to be pushed away when the greeting arrives.
 */
export function ViewerSkeleton() {
  return (
    <SkeletonRegion label={VIEWER_TEXT.loading} className={`${styles.main} ${styles.loading}`}>
      <div className={styles.intro}>
        <Skeleton width="70%" height="2.4rem" shape="text" className={styles.skeletonTitle} />
        <Skeleton width="85%" height="1.2rem" shape="text" />
      </div>
      <Skeleton aspectRatio="16 / 9" className={styles.skeletonPlayer} />
    </SkeletonRegion>
  );
}
