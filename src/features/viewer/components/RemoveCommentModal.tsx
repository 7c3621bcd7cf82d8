import { useState } from 'react';
import { useDeleteComment } from '@/api/viewer/mutations';
import { errorMessage } from '@/shared/lib/errorMessage';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
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
  const confirm = async (commentUuid: string) => {
    setError(null);
    try {
      await remove.mutateAsync(commentUuid);
      onRemoved();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const note = target ? removalNote(target.replies) : null;

  return (
    <ConfirmDialog
      open={target !== null}
      title="Remove this comment?"
      confirmLabel="Remove"
      variant="danger"
      onConfirm={() => target && confirm(target.uuid)}
      onCancel={() => {
        setError(null);
        onClose();
      }}
      error={error}
    >
      {target && (
        <p>
          The comment by <bdi>{target.name}</bdi> will be removed for everyone.{note ? ` ${note}` : ''}
        </p>
      )}
    </ConfirmDialog>
  );
}
