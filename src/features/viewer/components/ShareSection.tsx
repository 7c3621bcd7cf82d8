import { isIOS } from '../../../shared/lib/platform';
import { ShareActions } from '../../../shared/ui/ShareActions';
import { DOWNLOAD_NOTE, downloadLink, IOS_FILES_NOTE } from '../rules/share';
import { VIEWER_TEXT } from '../rules/text';
import styles from './Viewer.module.css';

type ShareSectionProps = { item: { shareUrl: string | null; downloadUrl: string | null } };

/** Share, text, email and download (always on the page), the 6-month note, and the iOS Files note. */
export function ShareSection({ item }: ShareSectionProps) {
  if (!item.shareUrl) return null;
  return (
    <section className={styles.card} aria-labelledby="viewer-share">
      <h2 id="viewer-share" className={styles.sectionTitle}>
        {VIEWER_TEXT.shareHeading}
      </h2>
      <ShareActions url={item.shareUrl} subject={VIEWER_TEXT.shareSubject} mode="all" downloadUrl={downloadLink(item)} />
      <p className={styles.note}>{DOWNLOAD_NOTE}</p>
      {isIOS() && <p className={styles.note}>{IOS_FILES_NOTE}</p>}
    </section>
  );
}
