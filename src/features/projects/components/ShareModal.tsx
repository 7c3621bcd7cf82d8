import type { GreetingListItem } from '@/api/fizz/schemas';
import { greetingShareMessage } from '@/shared/lib/shareLinks';
import { downloadUrlOf } from '@/shared/lib/shareOptions';
import { serverVideoFile } from '@/shared/lib/videoFile';
import { videoFileName } from '@/shared/media/fileName';
import { Modal } from '@/shared/ui/Modal';
import { ShareActions } from '@/shared/ui/ShareActions';
import styles from './Projects.module.css';

/** The Share popup of a finished, paid greeting: the app's share buttons for its URL, and its download. */
export function ShareModal({ item, onClose }: { item: GreetingListItem | null; onClose: () => void }) {
  const url = item?.shareUrl ?? '';
  // the server's download link when it sends one, else the spec's {shareUrl}/download
  const download = item?.downloadUrl || downloadUrlOf(url);
  const video = download ? serverVideoFile(download, videoFileName([item?.name ?? ''], 'mp4')) : null;
  return (
    <Modal open={Boolean(item && url)} onClose={onClose} title={`Share ${item?.name || 'your Video Greeting'}`} size="sm">
      <p className={styles.shareUrl}>
        <span className="visually-hidden">Link: </span>
        {url}
      </p>
      <ShareActions message={greetingShareMessage(url, 'maker')} mode="all" video={video} />
    </Modal>
  );
}
