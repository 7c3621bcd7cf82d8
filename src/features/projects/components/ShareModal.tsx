import type { FizzListItem } from '../../../api/fizz/schemas';
import { canCopy, canNativeShare, copyText, nativeShare } from '../../../shared/lib/platform';
import { mailtoHref, smsHref } from '../../../shared/lib/shareLinks';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';
import { useToast } from '../../../shared/ui/Toasts';
import { downloadHref } from '../rules/projects';
import { SHARE_EMAIL_SUBJECT } from '../rules/shareLinks';
import styles from './Projects.module.css';

/** The Share popup of a finished, paid greeting: native share, copy, text and email of its URL. */
export function ShareModal({ item, onClose }: { item: FizzListItem | null; onClose: () => void }) {
  const toast = useToast();
  const url = item?.shareUrl ?? '';
  const download = item ? downloadHref(item) : null;
  return (
    <Modal open={Boolean(item && url)} onClose={onClose} title={`Share ${item?.name || 'your Video Greeting'}`} size="sm">
      <p className={styles.shareUrl}>
        <span className="visually-hidden">Link: </span>
        {url}
      </p>
      <div className={styles.shareActions}>
        {canNativeShare() && (
          <Button onClick={() => void nativeShare({ title: item?.name ?? undefined, url })}>Share this video</Button>
        )}
        {canCopy() && (
          <Button
            variant="outline"
            onClick={async () => {
              if (await copyText(url)) toast.show({ title: 'Copied to Clipboard!', variant: 'success' });
            }}
          >
            Copy link
          </Button>
        )}
        <a className={buttonClass({ variant: 'outline' })} href={smsHref(url)}>
          Text message
        </a>
        <a className={buttonClass({ variant: 'outline' })} href={mailtoHref(SHARE_EMAIL_SUBJECT, url)}>
          Email
        </a>
        {download && (
          <a className={buttonClass({ variant: 'outline' })} href={download} download>
            Download and save
          </a>
        )}
      </div>
    </Modal>
  );
}
