import type { Blocker } from 'react-router-dom';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { UPLOAD_MESSAGES } from '@/shared/lib/uploads/rules';

/** The question asked when in-app navigation would leave an upload unfinished. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const open = blocker.state === 'blocked';
  const stay = () => blocker.reset?.();
  return (
    <Modal
      open={open}
      onClose={stay}
      title={UPLOAD_MESSAGES.leave}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={stay}>
            Stay
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            Leave
          </Button>
        </>
      }
    >
      {null}
    </Modal>
  );
}
