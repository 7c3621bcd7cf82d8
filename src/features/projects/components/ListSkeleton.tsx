import { Skeleton, SkeletonRegion, SkeletonText } from '@/shared/ui/Skeleton';
import styles from './Projects.module.css';

/** The list while it loads: project cards where the cards will be (picture, name, a line, the buttons). */
export function ListSkeleton() {
  return (
    <SkeletonRegion label="Loading your Video Greetings…">
      <div className={styles.grid}>
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className={styles.card}>
            <Skeleton aspectRatio="16 / 9" />
            <div className={styles.body}>
              <Skeleton shape="text" height="1.4rem" width="70%" />
              <SkeletonText />
              <span className={styles.actions}>
                <Skeleton shape="pill" width="4.5rem" height="2rem" />
                <Skeleton shape="pill" width="5.5rem" height="2rem" />
              </span>
            </div>
          </div>
        ))}
      </div>
    </SkeletonRegion>
  );
}
