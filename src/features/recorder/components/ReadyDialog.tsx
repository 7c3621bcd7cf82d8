import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { formatClock } from '@/features/recorder/rules/clock';
import { RECORDER_TEXT } from '@/features/recorder/rules/text';

type ReviewActions = { onPreview: () => void; onUpload: () => void; onRecordAgain: () => void; onClose: () => void };

/** Spec part 2 §2/§4: Stop opens 'Ready to upload?' with Preview, Upload and Record Again. */
export function ReadyDialog({
  open,
  durationMs,
  onPreview,
  onUpload,
  onRecordAgain,
  onClose,
}: ReviewActions & { open: boolean; durationMs: number }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={RECORDER_TEXT.ready.title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onPreview}>
            {RECORDER_TEXT.preview}
          </Button>
          <Button variant="outline" onClick={onRecordAgain}>
            {RECORDER_TEXT.recordAgain}
          </Button>
          <Button onClick={onUpload}>{RECORDER_TEXT.upload}</Button>
        </>
      }
    >
      <p>{RECORDER_TEXT.ready.body(formatClock(durationMs))}</p>
    </Modal>
  );
}

/** Spec part 2 §2: 'Low Volume!' offers Preview or Record Again. */
export function LowVolumeDialog({
  open,
  onPreview,
  onRecordAgain,
  onClose,
}: Omit<ReviewActions, 'onUpload'> & { open: boolean }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={RECORDER_TEXT.lowVolume.title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onPreview}>
            {RECORDER_TEXT.preview}
          </Button>
          <Button onClick={onRecordAgain}>{RECORDER_TEXT.recordAgain}</Button>
        </>
      }
    >
      <p>{RECORDER_TEXT.lowVolume.body}</p>
    </Modal>
  );
}
