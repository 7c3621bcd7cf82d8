import { useCallback, useState } from 'react';
import { useAddClip } from '@/api/editor/mutations';
import { useAddThankYouClip } from '@/api/invitee/mutations';
import { fileSizeMb, progressTotal } from '@/shared/lib/uploads/rules';
import type { Take } from '@/features/recorder/lib/review';
import { micVolParam } from '@/features/recorder/rules/micLevel';
import { recordingFile } from '@/features/recorder/rules/recordingFormat';
import { routeAfterUpload, type RecordTarget } from '@/features/recorder/rules/recordTarget';

export type UploadProgress = { loaded: number; total: number };

/**
 * Sends a recording where its route says (spec part 2 §7): add-clip type=desktop-record with micVol
 * (and the invite code as uuid for an invitee), or thank-you-add-clip. The recording's id goes as
 * the upload id, so one sent again after a lost answer is not added twice. Resolves with the route
 * to go to after success; rejects with the call's error.
 */
export function useRecordingUpload(target: RecordTarget) {
  const addClip = useAddClip(target.kind === 'thank-you' ? '' : target.greetingId);
  const addThankYouClip = useAddThankYouClip();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const { mutateAsync: sendClip } = addClip;
  const { mutateAsync: sendThankYou } = addThankYouClip;

  const upload = useCallback(
    async (take: Take, signal: AbortSignal): Promise<string> => {
      const { name, type, format } = recordingFile(take.mimeType);
      const file = new File([take.blob], name, { type });
      setProgress({ loaded: 0, total: file.size });
      const onUploadProgress = (e: { loaded: number; total?: number }) =>
        setProgress({ loaded: e.loaded, total: progressTotal(e.total, file.size) });
      try {
        if (target.kind === 'thank-you') {
          // the greeting being thanked: the fake server adds to the caller's open thank-you for it
          const answer = await sendThankYou({
            file,
            greetingId: target.thankedGreetingId ?? undefined,
            uuid: target.thankedUuid ?? undefined,
            format,
            onUploadProgress,
          });
          return routeAfterUpload(target, answer.fizzId);
        }
        const answer = await sendClip({
          files: file,
          options: {
            type: 'desktop-record',
            ...(target.kind === 'invite' ? { uuid: target.code } : {}),
            micVol: micVolParam(take.maxLevel),
            sizeMb: fileSizeMb(file.size),
            isVideo: true,
            uploadId: take.id,
            format,
            onUploadProgress,
            signal,
          },
        });
        return routeAfterUpload(target, answer.fizzId);
      } finally {
        setProgress(null);
      }
    },
    [target, sendClip, sendThankYou],
  );

  return { upload, progress };
}
