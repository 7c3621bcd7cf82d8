import type { GreetingListItem } from '@/api/fizz/schemas';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';

type DeleteModalProps = {
  item: GreetingListItem | null;
  deleting: boolean;
  onConfirm: (item: GreetingListItem) => void;
  onClose: () => void;
};

/** Delete asks first. */
export function DeleteModal({ item, deleting, onConfirm, onClose }: DeleteModalProps) {
  const name = item?.name || 'this Video Greeting';
  return (
    <Modal
      open={Boolean(item)}
      onClose={onClose}
      title="Delete this Video Greeting?"
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="danger" busy={deleting} onClick={() => item && onConfirm(item)}>
            Delete
          </Button>
        </>
      }
    >
      <p>“{name}” and everything in it will be deleted. This can’t be undone.</p>
    </Modal>
  );
}
