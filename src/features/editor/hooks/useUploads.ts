import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useReplaceClip } from '@/api/editor/mutations';
import { clipsAdded } from '@/api/editor/cache';
import { editorKeys } from '@/api/editor/keys';
import { addClip, findUploadedClips } from '@/api/editor/requests';
import type { AddClipResponse, ClipId, EditDetail } from '@/api/editor/schemas';
import type { UploadEvent } from '@/media/uploads/queueTypes';
import { useUploadSession } from '@/media/uploads/useUploadSession';
import { prepareForUpload } from '@/media/prepare/prepareForUpload';
import { replacedOrder } from '@/features/editor/rules/clips';

/** Whose kept files these are: the edit page of one greeting offers them back after a reload. */
export const editUploadsOwner = (greetingId: string) => `edit:${greetingId}`;

/**
 * The edit page's upload session (see useUploadSession) sending to greeting {greetingId}; each new
 * clip joins the page's data as soon as the server answers. Show `blocker` with LeaveUploadsDialog.
 */
export function useUploads(greetingId: string) {
  const queryClient = useQueryClient();
  const replaceClip = useReplaceClip(greetingId);
  /** Uploads that replace a clip (step 4's Replace), by uploadId: the clip they replace. */
  const replacing = useRef(new Map<string, ClipId>());

  const onEvent = (e: UploadEvent<AddClipResponse>) => {
    if (e.type !== 'success') return;
    const replaced = replacing.current.get(e.item.uploadId);
    const replacement = e.response.clips[0]?.id;
    if (replaced !== undefined && replacement !== undefined) {
      replacing.current.delete(e.item.uploadId);
      const ids = queryClient.getQueryData<EditDetail>(editorKeys.detail(greetingId))?.greeting.videos.map((v) => v.id) ?? [];
      replaceClip.mutate({ replaced, order: replacedOrder([...ids, replacement], replaced, replacement) });
    }
    void clipsAdded(queryClient, greetingId, e.response);
  };

  const session = useUploadSession<AddClipResponse>({
    owner: editUploadsOwner(greetingId),
    // smaller, upright and playable everywhere before it goes (issue 29)
    prepare: prepareForUpload,
    upload: (item, onProgress, signal) =>
      addClip(greetingId, item.file, {
        sizeMb: item.sizeMb,
        isVideo: item.isVideo,
        uploadId: item.uploadId,
        signal,
        onUploadProgress: (p) => onProgress(p.loaded, p.total),
      }),
    // sent before and its answer lost: the greeting's clips say whether it arrived
    alreadyUploaded: (item) => findUploadedClips(greetingId, item.uploadId),
    onEvent,
  });

  /** Uploads `file` in place of clip `clipId`: once it arrives it takes that clip's place, and the clip leaves. */
  const replace = (file: File, clipId: ClipId) => {
    const [item] = session.add([file]);
    if (item) replacing.current.set(item.uploadId, clipId);
  };
  return { ...session, replace };
}
