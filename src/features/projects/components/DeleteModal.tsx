import type { GreetingListItem } from '@/api/greetings/schemas';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';

type DeleteModalProps = {
  item: GreetingListItem | null;
  deleting: boolean;
  /** Deletes it; the dialog stays pending until the promise settles. */
  onConfirm: (item: GreetingListItem) => Promise<unknown>;
  onClose: () => void;
};

/** Delete asks first. */
export function DeleteModal({ item, deleting, onConfirm, onClose }: DeleteModalProps) {
  const name = item?.name || 'this Video Greeting';
  return (
    <ConfirmDialog
      open={Boolean(item)}
      title="Delete this Video Greeting?"
      confirmLabel="Delete"
      variant="danger"
      pending={deleting}
      onConfirm={() => item && onConfirm(item)}
      onCancel={onClose}
    >
      <p>“{name}” and everything in it will be deleted. This can’t be undone.</p>
    </ConfirmDialog>
  );
}
