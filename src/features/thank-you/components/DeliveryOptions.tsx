import type { GreetingItem } from '@/api/preview/schemas';
import { greetingShareMessage } from '@/shared/lib/shareLinks';
import { ShareActions } from '@/shared/ui/ShareActions';
import { greetingVideo } from '@/features/thank-you/lib/greetingVideo';
import { THANK_YOU_TEXT } from '@/features/thank-you/rules/variant';
import styles from './ThankYou.module.css';

/**
 * The delivery options (part 1 §2): 'Share this video' where native share exists, otherwise Email,
 * 'Text message' on mobile widths and 'Copy link to paste anywhere' with a clipboard; 'Download and
 * save' always: the finished video from {shareUrl}/download, or made on this device when the
 * server's is not ready yet. A failed or cancelled share is silent.
 */
export function DeliveryOptions({
  item,
}: {
  item: Pick<GreetingItem, 'id' | 'name' | 'shareUrl' | 'downloadUrl'> & { shareUrl: string };
}) {
  return (
    <>
      <ShareActions
        message={greetingShareMessage(item.shareUrl, 'maker')}
        mode="delivery"
        video={greetingVideo(item)}
        className={styles.delivery}
      />
      <p className={styles.note}>{THANK_YOU_TEXT.downloadNote}</p>
    </>
  );
}
