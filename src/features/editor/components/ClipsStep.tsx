import { useCallback, useState } from 'react';
import { useDeleteClip, useSaveClip } from '../../../api/editor/mutations';
import type { Clip, ClipId } from '../../../api/editor/schemas';
import { useFocusLater } from '../../../shared/lib/useFocusLater';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { useClipOrder } from '../hooks/useClipOrder';
import type { useUploads } from '../hooks/useUploads';
import { clipName } from '../rules/clips';
import { ClipDialog, DeleteClipDialog } from './ClipDialog';
import { ClipList } from './ClipList';
import { UploadPanel } from '../../../shared/ui/UploadPanel';
import styles from './ClipsStep.module.css';

/** Spec part 2 §8: the alert a failed delete shows. */
export const DELETE_FAILED = 'Failed to delete item';

type ClipsStepProps = {
  fizzId: string;
  clips: readonly Clip[];
  uploads: ReturnType<typeof useUploads>;
};

/** Step 3 onward: uploads, and the clip list with its actions. */
export function ClipsStep({ fizzId, clips: serverClips, uploads }: ClipsStepProps) {
  const { clips, move, moveIndex, error: orderError, dismissError } = useClipOrder(fizzId, serverClips);
  const [editing, setEditing] = useState<ClipId | null>(null);
  const [deleting, setDeleting] = useState<ClipId | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  // after a delete the clip's row (and the button that opened the dialog) is gone: focus the list's heading
  const { ref: heading, focusLater: focusHeading } = useFocusLater<HTMLHeadingElement>();
  const saveClip = useSaveClip(fizzId);
  const deleteClip = useDeleteClip(fizzId);

  const at = (id: ClipId | null) => (id === null ? -1 : clips.findIndex((c) => c.id === id));
  const editIndex = at(editing);
  const deleteIndex = at(deleting);
  const nameAt = (i: number) => (i < 0 ? '' : clipName(clips[i], i + 1));

  const onEdit = useCallback((id: ClipId) => setEditing(id), []);
  const onDelete = useCallback((id: ClipId) => {
    setDeleteFailed(false);
    setDeleting(id);
  }, []);

  const confirmDelete = () => {
    if (deleting === null) return;
    deleteClip.mutate(deleting, {
      onSuccess: () => {
        setDeleting(null);
        focusHeading();
      },
      onError: () => {
        setDeleting(null);
        setDeleteFailed(true);
      },
    });
  };

  return (
    <>
      <UploadPanel
        items={uploads.items}
        rejected={uploads.rejected}
        onAdd={uploads.add}
        onRetry={uploads.retry}
        onDismiss={uploads.dismiss}
        onDismissRejected={uploads.clearRejected}
      />

      <section aria-labelledby="clips-heading">
        <h3 id="clips-heading" ref={heading} tabIndex={-1} className={styles.heading}>
          Your photos and videos
        </h3>
        {deleteFailed && (
          <div className={styles.alertRow}>
            <Alert variant="danger">{DELETE_FAILED}</Alert>
            <Button variant="link" size="sm" onClick={() => setDeleteFailed(false)}>
              Dismiss
            </Button>
          </div>
        )}
        {orderError && (
          <div className={styles.alertRow}>
            <Alert variant="danger">{orderError}</Alert>
            <Button variant="link" size="sm" onClick={dismissError}>
              Dismiss
            </Button>
          </div>
        )}
        {clips.length === 0 ? (
          <p className={styles.empty}>No photos or videos yet. Add some, or invite friends to add theirs.</p>
        ) : (
          <>
            <p className={styles.hint}>
              Drag <span aria-hidden="true">⠿</span> or use the arrows to change the order. Changes are saved as you go.
            </p>
            <ClipList clips={clips} onMove={move} onMoveIndex={moveIndex} onEdit={onEdit} onDelete={onDelete} />
          </>
        )}
      </section>

      <ClipDialog
        clip={editIndex >= 0 ? clips[editIndex] : null}
        name={nameAt(editIndex)}
        onClose={() => setEditing(null)}
        onSave={(changes) => saveClip.mutateAsync(changes)}
      />
      <DeleteClipDialog
        clip={deleteIndex >= 0 ? clips[deleteIndex] : null}
        name={nameAt(deleteIndex)}
        busy={deleteClip.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
