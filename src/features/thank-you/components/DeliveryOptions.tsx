import { downloadUrlOf } from '../../../shared/lib/shareOptions';
import { ShareActions } from '../../../shared/ui/ShareActions';
import { THANK_YOU_TEXT } from '../rules/variant';
import styles from './ThankYou.module.css';

/**
 * The delivery options (part 1 §2): 'Share this video' where native share exists, otherwise Email,
 * 'Text message' on mobile widths and 'Copy link to paste anywhere' with a clipboard; 'Download and
 * save' always, at {shareUrl}/download. A failed or cancelled share is silent.
 */
export function DeliveryOptions({ shareUrl }: { shareUrl: string }) {
  return (
    <>
      <ShareActions
        url={shareUrl}
        subject={THANK_YOU_TEXT.shareSubject}
        mode="delivery"
        downloadUrl={downloadUrlOf(shareUrl)}
        className={styles.delivery}
      />
      <p className={styles.note}>{THANK_YOU_TEXT.downloadNote}</p>
    </>
  );
}
