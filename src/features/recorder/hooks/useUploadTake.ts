import { useEffect, useRef, type Dispatch } from 'react';
import { useNavigate } from 'react-router-dom';
import { canRetryUpload, SLOW_UPLOAD_MS, UPLOAD_MESSAGES, uploadErrorMessage } from '@/shared/lib/uploads/rules';
import { useUploadLeaveGuard } from '@/shared/lib/uploads/useUploadLeaveGuard';
import { useSingleSubmit } from '@/shared/lib/useSingleSubmit';
import { useToast } from '@/shared/ui/Toasts';
import type { ChunkStore } from '@/features/recorder/lib/chunkStore';
import type { Take } from '@/features/recorder/lib/review';
import type { RecordTarget } from '@/features/recorder/rules/recordTarget';
import { canSend, type SessionEvent, type SessionState } from '@/features/recorder/rules/session';
import { UPLOAD_FAILED_TOAST } from '@/features/recorder/rules/text';
import { useRecordingUpload } from './useRecordingUpload';

/**
 * Upload (spec part 2 §4): one request per click; 'Hang tight!' when it is slow; on success the
 * recording leaves storage and the page moves on; on failure the toast shows, the server's word is
 * kept for the page, and the recorder restarts with the recording kept. Leaving mid-upload asks
 * first; a confirmed leave cancels it (the recording stays in storage for next time).
 */
export function useUploadTake(
  target: RecordTarget,
  state: SessionState<Take>,
  dispatch: Dispatch<SessionEvent<Take>>,
  store: ChunkStore,
) {
  const { upload, progress } = useRecordingUpload(target);
  const toast = useToast();
  const navigate = useNavigate();
  const busy = useRef(false);
  const controller = useRef<AbortController | null>(null);
  const blocker = useUploadLeaveGuard(() => busy.current, state.uploading);

  useEffect(() => () => controller.current?.abort(), []);

  const { run } = useSingleSubmit(async () => {
    const take = state.take;
    if (!take || !canSend(state) || state.uploading) return;
    const abort = new AbortController();
    controller.current = abort;
    busy.current = true;
    dispatch({ type: 'upload' });
    let slowToast: number | null = null;
    const slow = setTimeout(() => {
      slowToast = toast.show({ title: UPLOAD_MESSAGES.slow, variant: 'info' });
    }, SLOW_UPLOAD_MS);
    try {
      const route = await upload(take, abort.signal);
      busy.current = false;
      await store.remove(take.id).catch(() => undefined);
      dispatch({ type: 'uploaded' });
      toast.show({ title: UPLOAD_MESSAGES.success, variant: 'success' });
      navigate(route);
    } catch (error) {
      busy.current = false;
      if (abort.signal.aborted) return; // the page was left: the recording waits in storage
      toast.show({ ...UPLOAD_FAILED_TOAST, variant: 'error' });
      dispatch({ type: 'upload-failed', message: uploadErrorMessage(error), retryable: canRetryUpload(error) });
    } finally {
      // the upload ended, well or not: 'Hang tight!' has said its piece
      clearTimeout(slow);
      if (slowToast !== null) toast.dismiss(slowToast);
    }
  });

  return { upload: run, progress, blocker };
}
