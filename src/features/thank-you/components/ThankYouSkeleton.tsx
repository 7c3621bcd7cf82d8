import { Spinner } from '@/shared/ui/Spinner';
import { THANK_YOU_TEXT } from '@/features/thank-you/rules/variant';
import styles from './ThankYou.module.css';

/** The loading state (part 1 §2: a spinner), in a frame sized like the page so nothing jumps. */
export function ThankYouSkeleton() {
  return (
    <div className={styles.layout}>
      <div>
        <div className={styles.spinnerRow}>
          <Spinner label={THANK_YOU_TEXT.loading} />
        </div>
        <div aria-hidden="true" className={`${styles.skeleton} ${styles.skeletonBlock}`} />
      </div>
      <div aria-hidden="true" className={`${styles.skeleton} ${styles.skeletonImage}`} />
    </div>
  );
}
