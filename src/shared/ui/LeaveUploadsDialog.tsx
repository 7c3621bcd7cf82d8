import type { Blocker } from 'react-router-dom';
import { UPLOAD_MESSAGES } from '@/shared/lib/uploads/rules';
import { Button } from './Button';
import { Modal } from './Modal';

/**
 * Spec part 2 §4: the question asked when in-app navigation would leave an upload unfinished (the
 * blocker of useUploadSession or useUploadLeaveGuard). Stay keeps the page; Leave goes on.
 */
export function LeaveUploadsDialog({ blocker }: { blocker: Blocker }) {
  const stay = () => blocker.reset?.();
  return (
    <Modal
      open={blocker.state === 'blocked'}
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
