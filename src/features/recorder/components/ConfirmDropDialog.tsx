import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { RECORDER_TEXT } from '@/features/recorder/rules/text';
import { DownloadLink } from './DownloadLink';

type ConfirmDropDialogProps = {
  open: boolean;
  /** 'record-again' drops it to record a new one; 'discard' only drops it. */
  purpose: 'record-again' | 'discard';
  url: string | null;
  mimeType: string;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a recording that was not uploaded is deleted (it cannot be brought back), offering a download first. */
export function ConfirmDropDialog({ open, purpose, url, mimeType, onConfirm, onClose }: ConfirmDropDialogProps) {
  const text = RECORDER_TEXT.confirmDrop;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={purpose === 'record-again' ? text.recordAgainTitle : text.discardTitle}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {text.keep}
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            {purpose === 'record-again' ? text.recordAgain : text.discard}
          </Button>
        </>
      }
    >
      <p>{text.body}</p>
      <DownloadLink url={url} mimeType={mimeType} />
    </Modal>
  );
}
