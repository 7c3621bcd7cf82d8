import { useState } from 'react';
import { useDeleteComment } from '@/api/viewer/mutations';
import { errorMessage } from '@/shared/lib/errorMessage';
import { useSingleSubmit } from '@/shared/lib/useSingleSubmit';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { removalNote } from '@/features/viewer/rules/comments';
import type { RemovalTarget } from './CommentItem';

type RemoveCommentModalProps = {
  uuid: string;
  target: RemovalTarget | null;
  onClose: () => void;
  onRemoved: () => void;
};

/** The owner confirms a removal; a top-level comment takes its replies with it. */
export function RemoveCommentModal({ uuid, target, onClose, onRemoved }: RemoveCommentModalProps) {
  const remove = useDeleteComment(uuid);
  const [error, setError] = useState<string | null>(null);
  const { run, busy } = useSingleSubmit(async (commentUuid: string) => {
    setError(null);
    try {
      await remove.mutateAsync(commentUuid);
      onRemoved();
    } catch (e) {
      setError(errorMessage(e));
    }
  });
  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  const note = target ? removalNote(target.replies) : null;

  return (
    <Modal
      open={target !== null}
      onClose={close}
      title="Remove this comment?"
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" busy={busy} onClick={() => target && void run(target.uuid)}>
            Remove
          </Button>
        </>
      }
    >
      {target && (
        <p>
          The comment by {target.name} will be removed for everyone.{note ? ` ${note}` : ''}
        </p>
      )}
      {error && <Alert variant="danger">{error}</Alert>}
    </Modal>
  );
}
