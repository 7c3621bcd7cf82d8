import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import type { AddClipResponse } from '../../../api/editor/schemas';
import { inviteeKeys } from '../../../api/invitee/keys';
import { addInviteClip, getInviteFizz } from '../../../api/invitee/requests';
import type { InviteFizz } from '../../../api/invitee/schemas';
import { paths } from '../../../shared/config/paths';
import { UPLOAD_MESSAGES } from '../../../shared/lib/uploads/rules';
import type { UploadEvent } from '../../../shared/lib/uploads/uploadQueue';
import { useUploadLeaveGuard } from '../../../shared/lib/uploads/useUploadLeaveGuard';
import { useUploadQueue } from '../../../shared/lib/uploads/useUploadQueue';
import { useToast, type ToastInput } from '../../../shared/ui/Toasts';
import { allUploadsSucceeded, inviteeUploadsOwner } from '../rules/inviteeFlow';

/**
 * An invitee's uploads to greeting {invite.id} through code {code}: the shared queue (one at a time,
 * kept across reloads), its toasts, a refused file makes the page look again (the greeting may be
 * finished now), and when every file has arrived the invitee goes to /view-invite-thank-you.
 */
export function useInviteeUploads(invite: InviteFizz, code: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const slowToast = useRef<number | undefined>(undefined);

  const say = (input: ToastInput) => {
    if (slowToast.current !== undefined) toast.dismiss(slowToast.current);
    slowToast.current = undefined;
    return toast.show(input);
  };

  const onEvent = (e: UploadEvent<AddClipResponse>) => {
    if (e.type === 'slow') slowToast.current = say({ title: UPLOAD_MESSAGES.slow, variant: 'info' });
    if (e.type === 'success') say({ title: UPLOAD_MESSAGES.success, variant: 'success' });
    // a refusal may mean the greeting was finished meanwhile: the page then says so
    if (e.type === 'error') void queryClient.invalidateQueries({ queryKey: inviteeKeys.fizz(code) });
    if (e.type === 'drained' && allUploadsSucceeded(e)) navigate(paths.inviteThankYou());
  };

  const uploads = useUploadQueue<AddClipResponse>({
    owner: inviteeUploadsOwner(code),
    upload: (item, onProgress, signal) =>
      addInviteClip({
        fizzId: invite.id,
        code,
        file: item.file,
        sizeMb: item.sizeMb,
        isVideo: item.isVideo,
        uploadId: item.uploadId,
        signal,
        onUploadProgress: (p) => onProgress(p.loaded, p.total),
      }),
    // sent before and its answer lost: the invite says which contributions arrived
    alreadyUploaded: async (item) => {
      const fresh = await getInviteFizz(code);
      return fresh.uploadIds.includes(item.uploadId) ? { status: 'success', message: UPLOAD_MESSAGES.success, clips: [], fizzId: invite.id } : null;
    },
    onEvent,
  });
  const blocker = useUploadLeaveGuard(() => uploads.queue.isBusy(), uploads.busy);
  return { ...uploads, blocker };
}
