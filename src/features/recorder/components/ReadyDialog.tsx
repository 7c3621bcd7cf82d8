import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
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
    <ConfirmDialog
      open={open}
      title={RECORDER_TEXT.ready.title}
      moreActions={[
        { label: RECORDER_TEXT.preview, onClick: onPreview },
        { label: RECORDER_TEXT.recordAgain, onClick: onRecordAgain },
      ]}
      cancelLabel={null}
      onCancel={onClose}
      confirmLabel={RECORDER_TEXT.upload}
      onConfirm={onUpload}
    >
      <p>{RECORDER_TEXT.ready.body(formatClock(durationMs))}</p>
    </ConfirmDialog>
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
    <ConfirmDialog
      open={open}
      title={RECORDER_TEXT.lowVolume.title}
      moreActions={[{ label: RECORDER_TEXT.preview, onClick: onPreview }]}
      cancelLabel={null}
      onCancel={onClose}
      confirmLabel={RECORDER_TEXT.recordAgain}
      onConfirm={onRecordAgain}
    >
      <p>{RECORDER_TEXT.lowVolume.body}</p>
    </ConfirmDialog>
  );
}
