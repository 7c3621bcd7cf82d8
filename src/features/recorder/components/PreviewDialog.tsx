import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { RECORDER_TEXT } from '@/features/recorder/rules/text';
import styles from './Recorder.module.css';

type PreviewDialogProps = {
  open: boolean;
  url: string | null;
  onUpload: () => void;
  onRecordAgain: () => void;
  onClose: () => void;
};

/**
 * The recording played back as it will be uploaded (not mirrored), with its duration written in so
 * it can seek. Upload from here too: after 'Low Volume!' a look may show the sound is fine.
 */
export function PreviewDialog({ open, url, onUpload, onRecordAgain, onClose }: PreviewDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={RECORDER_TEXT.previewTitle}
      size="lg"
      moreActions={[{ label: RECORDER_TEXT.recordAgain, onClick: onRecordAgain }]}
      cancelLabel={null}
      onCancel={onClose}
      confirmLabel={RECORDER_TEXT.upload}
      onConfirm={onUpload}
    >
      {url && (
        <video
          src={url}
          controls
          playsInline
          preload="metadata"
          className={styles.playback}
          aria-label={RECORDER_TEXT.previewTitle}
        />
      )}
    </ConfirmDialog>
  );
}
