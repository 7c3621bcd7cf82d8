import { Skeleton, SkeletonRegion, SkeletonText } from '@/shared/ui/Skeleton';
import styles from './Comments.module.css';

/** Three comment-shaped placeholders while the comments load. */
export function CommentsSkeleton() {
  return (
    <SkeletonRegion label="Loading comments…" className={styles.list}>
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.comment}>
          <Skeleton width="40%" height="1.2rem" shape="text" />
          <SkeletonText lines={2} />
        </div>
      ))}
    </SkeletonRegion>
  );
}
