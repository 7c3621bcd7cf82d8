import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
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
    <Modal
      open={open}
      onClose={onClose}
      title={RECORDER_TEXT.previewTitle}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onRecordAgain}>
            {RECORDER_TEXT.recordAgain}
          </Button>
          <Button onClick={onUpload}>{RECORDER_TEXT.upload}</Button>
        </>
      }
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
    </Modal>
  );
}
