import { KOMEN_DONATE_URL, VIEWER_TEXT } from '@/features/viewer/rules/text';
import styles from './Viewer.module.css';

/** bannerType 'komen': the charity's donate banner. */
export function KomenBanner() {
  return (
    <aside className={styles.komen} aria-labelledby="viewer-komen">
      <h2 id="viewer-komen" className={styles.sectionTitle}>
        {VIEWER_TEXT.komenHeading}
      </h2>
      <p>{VIEWER_TEXT.komenBody}</p>
      <a className={styles.komenButton} href={KOMEN_DONATE_URL} target="_blank" rel="noopener noreferrer">
        {VIEWER_TEXT.komenButton}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </aside>
  );
}
