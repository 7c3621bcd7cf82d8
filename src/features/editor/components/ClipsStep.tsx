import { useCallback, useMemo, useState } from 'react';
import { useDeleteClip, useSaveClip } from '@/api/editor/mutations';
import type { Clip, ClipId } from '@/api/editor/schemas';
import { paths } from '@/shared/config/paths';
import { useFocusLater } from '@/shared/lib/useFocusLater';
import { useSingleSubmit } from '@/shared/lib/useSingleSubmit';
import { Alert } from '@/shared/ui/Alert';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { useClipOrder } from '@/features/editor/hooks/useClipOrder';
import type { useUploads } from '@/features/editor/hooks/useUploads';
import { clipLabels, formatAddedDate } from '@/features/editor/rules/clips';
import { ClipDialog, DeleteClipDialog } from './ClipDialog';
import { ClipList } from './ClipList';
import { UploadPanel } from '@/widgets/UploadPanel';
import styles from './ClipsStep.module.css';

/** Spec part 2 §8: the alert a failed delete shows. */
export const DELETE_FAILED = 'Failed to delete item';

type ClipsStepProps = {
  greetingId: string;
  clips: readonly Clip[];
  uploads: ReturnType<typeof useUploads>;
};

/** Step 3 onward: uploads, and the clip list with its actions. */
export function ClipsStep({ greetingId, clips: serverClips, uploads }: ClipsStepProps) {
  const { clips, move, moveIndex, error: orderError, dismissError } = useClipOrder(greetingId, serverClips);
  const [editing, setEditing] = useState<ClipId | null>(null);
  const [deleting, setDeleting] = useState<ClipId | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  // after a delete the clip's row (and the button that opened the dialog) is gone: focus the list's heading
  const { ref: heading, focusLater: focusHeading } = useFocusLater<HTMLHeadingElement>();
  const saveClip = useSaveClip(greetingId);
  const deleteClip = useDeleteClip(greetingId);

  const labels = useMemo(() => clipLabels(serverClips, formatAddedDate), [serverClips]);
  const find = (id: ClipId | null) => (id === null ? null : (clips.find((c) => c.id === id) ?? null));
  const nameOf = (id: ClipId | null) => (id === null ? '' : (labels.get(id) ?? ''));

  const onEdit = useCallback((id: ClipId) => setEditing(id), []);
  const onDelete = useCallback((id: ClipId) => {
    setDeleteFailed(false);
    setDeleting(id);
  }, []);

  // one DELETE however fast the clicks come: a second would fail and say 'Failed to delete item'
  const { run: confirmDelete, busy: deletingNow } = useSingleSubmit(async () => {
    if (deleting === null) return;
    try {
      await deleteClip.mutateAsync(deleting);
      setDeleting(null);
      focusHeading();
    } catch {
      setDeleting(null);
      setDeleteFailed(true);
    }
  });

  return (
    <>
      <UploadPanel
        items={uploads.items}
        rejected={uploads.rejected}
        onAdd={uploads.add}
        onRetry={uploads.retry}
        onDismiss={uploads.dismiss}
        onCancel={uploads.cancel}
        onDismissRejected={uploads.clearRejected}
      />
      <p className={styles.record}>
        Or record one with your camera:{' '}
        <ButtonLink variant="outline" to={paths.record(greetingId)}>
          Record a video
        </ButtonLink>
      </p>

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
            <ClipList clips={clips} labels={labels} onMove={move} onMoveIndex={moveIndex} onEdit={onEdit} onDelete={onDelete} />
          </>
        )}
      </section>

      <ClipDialog
        clip={find(editing)}
        name={nameOf(editing)}
        onClose={() => setEditing(null)}
        onSave={(changes) => saveClip.mutateAsync(changes)}
      />
      <DeleteClipDialog
        clip={find(deleting)}
        name={nameOf(deleting)}
        busy={deletingNow}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
