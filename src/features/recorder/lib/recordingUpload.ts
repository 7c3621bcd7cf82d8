import type { QueryClient } from '@tanstack/react-query';
import { clipsAdded } from '@/api/editor/cache';
import { addClip, findUploadedClips } from '@/api/editor/requests';
import type { AddClipResponse } from '@/api/editor/schemas';
import { refreshGreeting } from '@/api/greetings/keys';
import { addThankYouClip, findInviteUpload } from '@/api/invitee/requests';
import type { UploadItem } from '@/media/uploads/uploadItem';
import { micVolParam } from '@/features/recorder/rules/micLevel';
import { recordingFile } from '@/features/recorder/rules/recordingFormat';
import type { RecordTarget } from '@/features/recorder/rules/recordTarget';
import type { Take } from './review';

/** What the server answered for a recording: the greeting it went to, and the clips it made there. */
export type RecordingAnswer = Pick<AddClipResponse, 'greetingId' | 'clips'>;

/** The recording as the file that goes up ('recording.webm', 'recording.mp4'…). */
export function takeFile(take: Take): File {
  const { name, type } = recordingFile(take.mimeType);
  return new File([take.blob], name, { type });
}

/**
 * Sends a recording where its route says (spec part 2 §7): add-clip type=desktop-record with micVol
 * (and the invite code as uuid for an invitee), or thank-you-add-clip. The recording's id goes as
 * the upload id, so one sent again after a lost answer is not added twice.
 */
export async function sendRecording(
  target: RecordTarget,
  item: UploadItem<RecordingAnswer>,
  maxLevel: number,
  onProgress: (loaded: number, total: number | undefined) => void,
  signal: AbortSignal,
): Promise<RecordingAnswer> {
  const { file } = item;
  const { format } = recordingFile(file.type);
  const onUploadProgress = (e: { loaded: number; total?: number }) => onProgress(e.loaded, e.total);
  if (target.kind === 'thank-you') {
    // the greeting being thanked: the fake server adds to the caller's open thank-you for it
    const answer = await addThankYouClip({
      file,
      greetingId: target.thankedGreetingId ?? undefined,
      uuid: target.thankedUuid ?? undefined,
      format,
      onUploadProgress,
      signal,
    });
    return { greetingId: answer.greetingId, clips: [] };
  }
  return addClip(target.greetingId, file, {
    type: 'desktop-record',
    ...(target.kind === 'invite' ? { uuid: target.code } : {}),
    micVol: micVolParam(maxLevel),
    sizeMb: item.sizeMb,
    isVideo: true,
    uploadId: item.uploadId,
    format,
    onUploadProgress,
    signal,
  });
}

/**
 * Did a recording sent before (its answer lost, or kept from an earlier visit) arrive after all?
 * The greeting's clips, or the invite, say; a thank-you cannot tell (null: it is sent).
 */
export function findRecording(target: RecordTarget, uploadId: string): Promise<RecordingAnswer | null> {
  if (target.kind === 'creator') return findUploadedClips(target.greetingId, uploadId);
  if (target.kind === 'invite') return findInviteUpload(target.code, uploadId, target.greetingId);
  return Promise.resolve(null);
}

/** The recording is a clip now: it joins the greeting's cached clips, or the thank-you is fetched again. */
export function recordingArrived(queryClient: QueryClient, target: RecordTarget, answer: RecordingAnswer): Promise<void> {
  if (target.kind === 'thank-you') return refreshGreeting(queryClient, answer.greetingId);
  return clipsAdded(queryClient, target.greetingId, answer);
}
