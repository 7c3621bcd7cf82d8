import type { GreetingListItem } from '@/api/greetings/schemas';
import { greetingShareMessage } from '@/shared/lib/shareLinks';
import { downloadHrefOf } from '@/shared/lib/shareOptions';
import { serverVideoDownload } from '@/media/videoFile';
import { videoFileName } from '@/media/fileName';
import { Modal } from '@/shared/ui/Modal';
import { ShareActions } from '@/widgets/ShareActions';
import { videoFileReady } from '@/features/projects/rules/projects';
import styles from './Projects.module.css';

/** The Share popup of a finished, paid greeting: the app's share buttons for its URL, and its download link. */
export function ShareModal({ item, onClose }: { item: GreetingListItem | null; onClose: () => void }) {
  const url = item?.shareUrl ?? '';
  // the server's download link when it sends one, else the spec's {shareUrl}/download
  const video = item ? serverVideoDownload(downloadHrefOf(item), videoFileName([item.name], 'mp4'), videoFileReady(item)) : null;
  return (
    <Modal open={Boolean(item && url)} onClose={onClose} title={`Share ${item?.name || 'your Video Greeting'}`} size="sm">
      <p className={styles.shareUrl}>
        <span className="visually-hidden">Link: </span>
        {url}
      </p>
      <ShareActions message={greetingShareMessage(url, 'maker', item?.name)} mode="all" video={video} />
    </Modal>
  );
}
