import { Skeleton, SkeletonRegion, SkeletonText } from '@/shared/ui/Skeleton';
import styles from './EditorSkeleton.module.css';

/** The editor while it loads: its heading, step bar and a few clip rows, where they will be. */
export function EditorSkeleton() {
  return (
    <SkeletonRegion label="Loading your Video Greeting…" className={`container ${styles.editor}`}>
      <Skeleton className={styles.heading} height="2.4rem" width="60%" shape="text" />
      <SkeletonText className={styles.count} />
      <Skeleton className={styles.bar} height="0.375rem" shape="pill" />
      <Skeleton className={styles.title} height="1.6rem" width="45%" shape="text" />
      {Array.from({ length: 3 }, (_, i) => (
        <span key={i} className={styles.row}>
          <Skeleton width="4.5rem" height="3rem" />
          <SkeletonText lines={2} />
        </span>
      ))}
    </SkeletonRegion>
  );
}
