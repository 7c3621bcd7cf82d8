import type { GreetingItem } from '@/api/preview/schemas';
import { greetingShareMessage } from '@/shared/lib/shareLinks';
import type { ShareAction, ShareMode } from '@/shared/lib/shareOptions';
import { ShareActions } from '@/widgets/ShareActions';
import { useFinishedVideo } from '@/features/thank-you/hooks/useFinishedVideo';
import { greetingVideo } from '@/features/thank-you/lib/greetingVideo';
import { fileReady, videoNotices } from '@/features/thank-you/rules/finishedVideo';
import { THANK_YOU_TEXT } from '@/features/thank-you/rules/variant';
import { VideoNotices } from './VideoNotices';
import styles from './ThankYou.module.css';

type DeliveryOptionsProps = {
  item: Pick<GreetingItem, 'id' | 'name' | 'shareUrl' | 'downloadUrl' | 'video' | 'status'> & { shareUrl: string };
  mode?: ShareMode;
  labels?: Partial<Record<ShareAction, string>>;
};

/**
 * The delivery options (part 1 §2): 'Share this video' where native share exists, otherwise Email,
 * 'Text message' on mobile widths and 'Copy link to paste anywhere' (the link alone) with a
 * clipboard; 'Download and save' always: the link to {shareUrl}/download, followed as it is once
 * the server's file is ready, else waited for or made on this device. Above them, what the page
 * knows about the finished video (the process answer): a failure and how to try again, or the
 * clips it left out. A failed or cancelled share is silent.
 */
export function DeliveryOptions({ item, mode = 'delivery', labels }: DeliveryOptionsProps) {
  const answer = useFinishedVideo(item.id);
  return (
    <>
      <VideoNotices {...videoNotices(answer)} />
      <ShareActions
        message={greetingShareMessage(item.shareUrl, 'maker', item.name)}
        mode={mode}
        video={greetingVideo(item, fileReady(item, answer))}
        labels={labels}
        className={styles.delivery}
      />
      <p className={styles.note}>{THANK_YOU_TEXT.downloadNote}</p>
    </>
  );
}
