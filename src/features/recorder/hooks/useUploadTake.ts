import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type Dispatch } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UploadEvent } from '@/media/uploads/queueTypes';
import { UPLOAD_MESSAGES } from '@/media/uploads/rules';
import { useUploadSession } from '@/media/uploads/useUploadSession';
import { useToast } from '@/shared/ui/Toasts';
import type { ChunkStore } from '@/features/recorder/lib/chunkStore';
import { recordingPersistence } from '@/features/recorder/lib/recordingPersistence';
import {
  findRecording,
  recordingArrived,
  sendRecording,
  takeFile,
  type RecordingAnswer,
} from '@/features/recorder/lib/recordingUpload';
import type { Take } from '@/features/recorder/lib/review';
import { recordingOwner, routeAfterUpload, type RecordTarget } from '@/features/recorder/rules/recordTarget';
import { canSend, type SessionEvent, type SessionState } from '@/features/recorder/rules/session';
import { UPLOAD_FAILED_TOAST } from '@/features/recorder/rules/text';

/** How far the upload under way is (the bar shows 90 % of it). */
export type UploadProgress = { loaded: number; total: number };

/**
 * Upload (spec part 2 §4) through the upload session the editor and the invitee page use: the
 * take goes as one file under its own id, with 'Hang tight!' when it is slow and 'Upload
 * successful!' when it arrives; then the recording leaves storage and the page moves on. On a
 * failure the recorder's toast shows, the server's word is kept for the page, and the recorder
 * restarts with the recording kept. Leaving mid-upload asks first; a confirmed leave cancels it
 * (the recording stays in storage for next time).
 */
export function useUploadTake(
  target: RecordTarget,
  state: SessionState<Take>,
  dispatch: Dispatch<SessionEvent<Take>>,
  store: ChunkStore,
) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const [persistence] = useState(() => recordingPersistence(store));
  // each take's loudest moment (sent as micVol), by its upload id
  const levels = useRef(new Map<string, number>());

  const failed = (message: string, retryable: boolean) => {
    toast.show({ ...UPLOAD_FAILED_TOAST, variant: 'error' });
    dispatch({ type: 'upload-failed', message, retryable });
  };

  const onEvent = (e: UploadEvent<RecordingAnswer>) => {
    if (e.type === 'success') {
      void recordingArrived(queryClient, target, e.response);
      dispatch({ type: 'uploaded' });
      navigate(routeAfterUpload(target, e.response.greetingId));
    } else if (e.type === 'error') {
      failed(e.item.message ?? UPLOAD_MESSAGES.failed, e.item.retryable);
    }
  };

  const session = useUploadSession<RecordingAnswer>({
    owner: recordingOwner(target),
    persistence,
    upload: (item, onProgress, signal) => sendRecording(target, item, levels.current.get(item.uploadId) ?? 0, onProgress, signal),
    alreadyUploaded: (item) => findRecording(target, item.uploadId),
    onEvent,
  });
  const { items, rejected, clearRejected, dismiss } = session;

  // a take the queue would not take (no upload accepts its format) is refused before it goes
  useEffect(() => {
    const [refusal] = rejected;
    if (!refusal) return;
    clearRejected();
    failed(refusal.message, false);
  });

  // a take dropped (Discard, Record Again) leaves the queue too; its chunks are the recorder's to remove
  useEffect(() => {
    for (const item of items) if (item.uploadId !== state.take?.id) dismiss(item.id);
  }, [items, state.take, dismiss]);

  /** Sends the take in hand: again if the queue has it (failed, or held for the connection), else as a new file. */
  const upload = () => {
    const take = state.take;
    if (!take || !canSend(state) || state.uploading) return;
    levels.current.set(take.id, take.maxLevel);
    dispatch({ type: 'upload' });
    const listed = items.find((i) => i.uploadId === take.id);
    if (listed) session.retry(listed.id);
    // one kept from an earlier visit may have gone up before the page closed: asked first
    else session.add([{ file: takeFile(take), uploadId: take.id, sentBefore: state.kept === 'restored' }]);
  };

  const sending = items.find((i) => i.uploadId === state.take?.id && i.status === 'pending');
  const progress: UploadProgress | null = sending ? { loaded: sending.loaded, total: sending.total } : null;
  return { upload, progress, blocker: session.blocker };
}
