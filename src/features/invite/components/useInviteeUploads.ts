import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AddClipResponse } from '@/api/editor/schemas';
import { inviteGreetingQuery } from '@/api/invitee/queries';
import { addInviteClip, getInviteGreeting } from '@/api/invitee/requests';
import type { InviteGreeting } from '@/api/invitee/schemas';
import { paths } from '@/shared/config/paths';
import { isConnectionFailure, UPLOAD_MESSAGES } from '@/shared/lib/uploads/rules';
import type { UploadEvent } from '@/shared/lib/uploads/uploadQueue';
import { useUploadSession } from '@/shared/lib/uploads/useUploadSession';
import { allUploadsSucceeded, inviteeUploadsOwner } from '@/features/invite/rules/inviteeFlow';

/**
 * An invitee's upload session (see useUploadSession) to greeting {invite.id} through code {code}.
 * A refused file makes the page look at the invite again: if the greeting was finished meanwhile,
 * the files still waiting are not sent (they would be refused too) and the page switches to the
 * finished message. When every file has arrived the invitee goes to /view-invite-thank-you.
 */
export function useInviteeUploads(invite: InviteGreeting, code: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // files that arrived during this visit: with none left to send, the invitee can go on
  const [arrived, setArrived] = useState(0);

  const isLocked = async () => (await queryClient.fetchQuery({ ...inviteGreetingQuery(code), staleTime: 0 })).isLocked;

  const onEvent = (e: UploadEvent<AddClipResponse>) => {
    if (e.type === 'success') setArrived((n) => n + 1);
    // a refusal (not a lost connection) may mean the greeting was finished meanwhile
    if (e.type === 'error' && !isConnectionFailure(e.error)) {
      void session.refuseWaitingIf(isLocked, e.item.message ?? UPLOAD_MESSAGES.failed);
    }
    if (e.type === 'drained' && allUploadsSucceeded(e)) navigate(paths.inviteThankYou());
  };

  const session = useUploadSession<AddClipResponse>({
    owner: inviteeUploadsOwner(code),
    upload: (item, onProgress, signal) =>
      addInviteClip({
        greetingId: invite.id,
        code,
        file: item.file,
        sizeMb: item.sizeMb,
        isVideo: item.isVideo,
        uploadId: item.uploadId,
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
  return { ...session, arrived };
}
