import type { Blocker } from 'react-router-dom';
import { UPLOAD_MESSAGES } from '@/media/uploads/rules';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';

/**
 * Spec part 2 §4: the question asked when in-app navigation would leave an upload unfinished (the
 * blocker of useUploadSession or useUploadLeaveGuard). Stay keeps the page; Leave goes on.
 */
export function LeaveUploadsDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={UPLOAD_MESSAGES.leave}
      cancelLabel="Stay"
      onCancel={() => blocker.reset?.()}
      confirmLabel="Leave"
      variant="danger"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
