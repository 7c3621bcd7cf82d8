import type { ReactNode } from 'react';
import { useSingleSubmit } from '@/shared/lib/useSingleSubmit';
import { Alert } from './Alert';
import { Button } from './Button';
import { Modal } from './Modal';

/** Another answer besides cancel and confirm ('Preview', 'Record Again'): an outline button before them. */
export type ConfirmDialogAction = { label: ReactNode; onClick: () => void };

export type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  /** The body: what will happen. */
  children?: ReactNode;
  confirmLabel: ReactNode;
  /**
   * The confirm button's action. A promise keeps the dialog pending until it settles: the button is
   * busy, and more clicks (a double click, Enter pressed twice) send nothing. It handles its own
   * failure (show it with `error`).
   */
  onConfirm: () => unknown;
  /** The cancel button's words ('Cancel' unless said; null: no cancel button, the × and Esc close it). */
  cancelLabel?: ReactNode | null;
  /** The cancel button, the ×, Esc and a click on the backdrop: all ignored while pending. */
  onCancel: () => void;
  /** 'danger' for what cannot be undone (a red confirm button). */
  variant?: 'primary' | 'danger';
  /** The owner's own work under way (a mutation started elsewhere): pending as while onConfirm's promise runs. */
  pending?: boolean;
  /** A failure to show in a red alert under the body (the dialog stays open to try again). */
  error?: ReactNode;
  moreActions?: readonly ConfirmDialogAction[];
  size?: 'sm' | 'md' | 'lg';
};

/**
 * The one confirmation dialog: a question (title), what will happen (body), other answers, cancel and
 * confirm, on the native-<dialog> Modal (focus moves in and back to the opener, Esc closes).
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  cancelLabel = 'Cancel',
  onCancel,
  variant = 'primary',
  pending = false,
  error,
  moreActions = [],
  size = 'sm',
}: ConfirmDialogProps) {
  const { run, busy: running } = useSingleSubmit(async () => {
    await onConfirm();
  });
  const busy = pending || running;
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal
      open={open}
      onClose={cancel}
      title={title}
      size={size}
      footer={
        <>
          {moreActions.map((action, i) => (
            <Button key={i} variant="outline" onClick={action.onClick} disabled={busy}>
              {action.label}
            </Button>
          ))}
          {cancelLabel !== null && (
            <Button variant="secondary" onClick={cancel} disabled={busy}>
              {cancelLabel}
            </Button>
          )}
          <Button variant={variant} busy={busy} onClick={() => void run()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error ? <Alert variant="danger">{error}</Alert> : null}
    </Modal>
  );
}
