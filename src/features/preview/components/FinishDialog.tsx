import type { Finalize } from '@/api/preview/schemas';
import { errorMessage } from '@/shared/lib/errorMessage';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';

type FinishDialogProps = {
  open: boolean;
  /** The finalize response's modal: header, body, confirmBtnText (server text, shown as text). */
  modal: Finalize['modal'];
  busy: boolean;
  error: unknown;
  /** Finishes it; a promise keeps the dialog pending until it settles. */
  onConfirm: () => unknown;
  onClose: () => void;
};

/** The 'It's finished' confirmation. A failed lock shows its message here and can be tried again. */
export function FinishDialog({ open, modal, busy, error, onConfirm, onClose }: FinishDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={modal.header}
      cancelLabel="Not yet"
      onCancel={onClose}
      confirmLabel={modal.confirmBtnText}
      onConfirm={onConfirm}
      pending={busy}
      error={error !== null ? errorMessage(error) : null}
    >
      <p>{modal.body}</p>
    </ConfirmDialog>
  );
}
