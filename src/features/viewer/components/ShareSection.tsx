import type { ViewerGreeting } from '@/api/viewer/schemas';
import { isIOS } from '@/shared/lib/platform';
import { greetingShareMessage } from '@/shared/lib/shareLinks';
import { serverVideoDownload } from '@/media/videoFile';
import { videoFileName } from '@/media/fileName';
import { ShareActions } from '@/widgets/ShareActions';
import { DOWNLOAD_NOTE, downloadLink, IOS_FILES_NOTE } from '@/features/viewer/rules/share';
import { VIEWER_TEXT } from '@/features/viewer/rules/text';
import { downloadReady } from '@/features/viewer/rules/videoState';
import styles from './Viewer.module.css';

type ShareSectionProps = {
  item: Pick<ViewerGreeting, 'shareUrl' | 'downloadUrl' | 'title' | 'isOwner' | 'video' | 'videoReport'>;
};

/**
 * Share, text, email and download (always on the page: the greeting's share link, else this page's
 * own address), the 6-month note, and on iPhone and iPad the Files app note. The owner sends it as its
 * maker; a recipient passes it on. 'Download and save' is the link to {shareUrl}/download: once the
 * video is made a click follows it; before that the page fetches it and says why it cannot.
 */
export function ShareSection({ item }: ShareSectionProps) {
  const url = item.shareUrl ?? window.location.href;
  return (
    <section className={styles.card} aria-labelledby="viewer-share">
      <h2 id="viewer-share" className={styles.sectionTitle}>
        {VIEWER_TEXT.shareHeading}
      </h2>
      <ShareActions
        message={greetingShareMessage(url, item.isOwner ? 'maker' : 'recipient', item.title)}
        mode="all"
        video={serverVideoDownload(downloadLink(item), videoFileName([item.title], 'mp4'), downloadReady(item))}
      />
      <p className={styles.note}>{DOWNLOAD_NOTE}</p>
      {isIOS() && <p className={styles.note}>{IOS_FILES_NOTE}</p>}
    </section>
  );
}
