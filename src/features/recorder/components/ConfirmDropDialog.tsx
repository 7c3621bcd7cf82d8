import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
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
    <ConfirmDialog
      open={open}
      title={purpose === 'record-again' ? text.recordAgainTitle : text.discardTitle}
      cancelLabel={text.keep}
      onCancel={onClose}
      confirmLabel={purpose === 'record-again' ? text.recordAgain : text.discard}
      variant="danger"
      onConfirm={onConfirm}
    >
      <p>{text.body}</p>
      <DownloadLink url={url} mimeType={mimeType} />
    </ConfirmDialog>
  );
}
