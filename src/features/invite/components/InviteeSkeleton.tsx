import styles from './Invitee.module.css';

/** The invitation's shape while it loads, so nothing jumps when it arrives. */
export function InviteeSkeleton() {
  return (
    <div role="status" aria-label="Loading the invitation…">
      <div className={styles.skeletonCard} aria-hidden="true">
        <div className={styles.skeletonImage} />
        <div>
          <div className={styles.skeletonTitle} />
          <div className={styles.skeletonLine} />
          <div className={styles.skeletonLine} />
        </div>
      </div>
      <div className={styles.skeletonPanel} aria-hidden="true" />
    </div>
  );
}
