import { useQueryClient } from '@tanstack/react-query';
import type { AddClipResponse } from '@/api/editor/schemas';
import { inviteGreetingQuery } from '@/api/invitee/queries';
import { addInviteClip, getInviteGreeting } from '@/api/invitee/requests';
import type { InviteGreeting } from '@/api/invitee/schemas';
import { local, storageKeys } from '@/shared/lib/storage';
import { isConnectionFailure, UPLOAD_MESSAGES } from '@/shared/lib/uploads/rules';
import type { UploadEvent } from '@/shared/lib/uploads/uploadQueue';
import { useUploadSession } from '@/shared/lib/uploads/useUploadSession';
import { prepareForUpload } from '@/shared/media/prepare/prepareForUpload';
import { nameToSend } from '@/features/invite/rules/contributorName';
import { inviteeUploadsOwner, type AddedItem } from '@/features/invite/rules/inviteeFlow';

/**
 * An invitee's upload session (see useUploadSession) to greeting {invite.id} through code {code}.
 * Each file goes with the first name this device remembers (if any). A file that arrives is handed
 * to `onArrived` (the visit's list). A refused file makes the page look at the invite again: if the
 * greeting was finished meanwhile, the files still waiting are not sent (they would be refused
 * too) and the page switches to the finished message.
 */
export function useInviteeUploads(invite: InviteGreeting, code: string, onArrived: (item: AddedItem) => void) {
  const queryClient = useQueryClient();

  const isLocked = async () => (await queryClient.fetchQuery({ ...inviteGreetingQuery(code), staleTime: 0 })).isLocked;

  const onEvent = (e: UploadEvent<AddClipResponse>) => {
    if (e.type === 'success') {
      const { uploadId, name, isVideo } = e.item;
      onArrived({ uploadId, name, isVideo, image: e.response.clips[0]?.image || null });
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
    upload: (item, onProgress, signal) =>
      addInviteClip({
        greetingId: invite.id,
        code,
        file: item.file,
        sizeMb: item.sizeMb,
        isVideo: item.isVideo,
        uploadId: item.uploadId,
        // read as it is sent: a name typed after picking still goes with the files waiting
        contributorName: nameToSend(local.get(storageKeys.contributorName)),
        signal,
        onUploadProgress: (p) => onProgress(p.loaded, p.total),
      }),
    // sent before (its answer lost) or kept from another visit: the invite says which contributions arrived
    alreadyUploaded: async (item) => {
      const fresh = await getInviteGreeting(code);
      return fresh.uploadIds.includes(item.uploadId)
        ? { status: 'success', message: UPLOAD_MESSAGES.success, clips: [], fizzId: invite.id }
        : null;
    },
    onEvent,
  });
  return session;
}
