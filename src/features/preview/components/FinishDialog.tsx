import type { Finalize } from '@/api/preview/schemas';
import { errorMessage } from '@/shared/lib/errorMessage';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';

type FinishDialogProps = {
  open: boolean;
  /** The finalize response's modal: header, body, confirmBtnText (server text, shown as text). */
  modal: Finalize['modal'];
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
};

/** The 'It's finished' confirmation. A failed lock shows its message here and can be tried again. */
export function FinishDialog({ open, modal, busy, error, onConfirm, onClose }: FinishDialogProps) {
  return (
    <Modal
      open={open}
      onClose={() => !busy && onClose()}
      title={modal.header}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Not yet
          </Button>
          <Button onClick={onConfirm} busy={busy}>
            {modal.confirmBtnText}
          </Button>
        </>
      }
    >
      <p>{modal.body}</p>
      {error !== null && <Alert variant="danger">{errorMessage(error)}</Alert>}
    </Modal>
  );
}
