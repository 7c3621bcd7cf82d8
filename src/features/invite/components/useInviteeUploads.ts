import { useQueryClient } from '@tanstack/react-query';
import type { AddClipResponse } from '@/api/editor/schemas';
import { inviteGreetingQuery } from '@/api/invitee/queries';
import { addInviteClip, findInviteUpload } from '@/api/invitee/requests';
import type { InviteGreeting } from '@/api/invitee/schemas';
import { isConnectionFailure, UPLOAD_MESSAGES } from '@/media/uploads/rules';
import type { UploadEvent } from '@/media/uploads/queueTypes';
import { useUploadSession } from '@/media/uploads/useUploadSession';
import { prepareForUpload } from '@/media/prepare/prepareForUpload';
import { inviteeUploadsOwner, type AddedItem } from '@/features/invite/rules/inviteeFlow';
import type { ContributorName } from './useContributorName';

type InviteeUploadsOptions = {
  /** The name field: each file goes with the name it shows; while it shows a refused one (or is typed in), files wait. */
  name: ContributorName;
  /** A file arrived (the visit's list). */
  onArrived: (item: AddedItem) => void;
  /** Something the page moves on after: a file arrived, or the queue lost one (dismissed, cancelled). */
  onSettled: () => void;
};

/**
 * An invitee's upload session (see useUploadSession) to greeting {invite.id} through code {code}.
 * Each file goes with the first name the field shows as it goes (none when it is empty); while the
 * field shows a refused name, or is being typed in, nothing new goes, and a file about to go waits. A refused file
 * makes the page look at the invite again: if the greeting was finished meanwhile, the files still
 * waiting are not sent (they would be refused too) and the page switches to the finished message.
 */
export function useInviteeUploads(invite: InviteGreeting, code: string, { name, onArrived, onSettled }: InviteeUploadsOptions) {
  const queryClient = useQueryClient();

  const isLocked = async () => (await queryClient.fetchQuery({ ...inviteGreetingQuery(code), staleTime: 0 })).isLocked;

  const onEvent = (e: UploadEvent<AddClipResponse>) => {
    if (e.type === 'success') {
      const { uploadId, name: fileName, isVideo } = e.item;
      onArrived({ uploadId, name: fileName, isVideo, image: e.response.clips[0]?.image || null });
      onSettled();
    }
    // a refusal (not a lost connection) may mean the greeting was finished meanwhile
    if (e.type === 'error' && !isConnectionFailure(e.error)) {
      void session.refuseWaitingIf(isLocked, e.item.message ?? UPLOAD_MESSAGES.failed);
    }
  };

  const session = useUploadSession<AddClipResponse>({
    owner: inviteeUploadsOwner(code),
    // smaller, upright and playable everywhere before it goes over a phone's connection (issue 29)
    prepare: prepareForUpload,
    hold: name.holding,
    upload: async (item, onProgress, signal) =>
      addInviteClip({
        greetingId: invite.id,
        code,
        file: item.file,
        sizeMb: item.sizeMb,
        isVideo: item.isVideo,
        uploadId: item.uploadId,
        // read as it is sent: the name the field shows now (a file made ready meanwhile waits for a fine one)
        contributorName: await name.gate.next(signal),
        signal,
        onUploadProgress: (p) => onProgress(p.loaded, p.total),
      }),
    // sent before (its answer lost) or kept from another visit: the invite says which contributions arrived
    alreadyUploaded: (item) => findInviteUpload(code, item.uploadId, invite.id),
    onEvent,
  });

  const dismiss = (id: string) => {
    session.dismiss(id);
    onSettled();
  };
  const cancel = (id: string) => {
    session.cancel(id);
    onSettled();
  };
  return { ...session, dismiss, cancel };
}
