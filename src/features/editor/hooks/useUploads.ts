import { useQueryClient } from '@tanstack/react-query';
import { editorKeys } from '@/api/editor/keys';
import { addClip, getEditDetail } from '@/api/editor/requests';
import type { AddClipResponse, EditDetail } from '@/api/editor/schemas';
import type { UploadEvent } from '@/shared/lib/uploads/uploadQueue';
import { UPLOAD_MESSAGES } from '@/shared/lib/uploads/rules';
import { useUploadSession } from '@/shared/lib/uploads/useUploadSession';
import { prepareForUpload } from '@/shared/media/prepare/prepareForUpload';

/** Whose kept files these are: the edit page of one greeting offers them back after a reload. */
export const editUploadsOwner = (greetingId: string) => `edit:${greetingId}`;

/** The clip a kept upload made, if the server has it (add-clip echoes the client's uploadId). */
const clipUploadId = (clip: object): unknown => (clip as { uploadId?: unknown }).uploadId;

/**
 * The edit page's upload session (see useUploadSession) sending to greeting {greetingId}; each new
 * clip joins the page's data as soon as the server answers. Show `blocker` with LeaveUploadsDialog.
 */
export function useUploads(greetingId: string) {
  const queryClient = useQueryClient();

  const onEvent = (e: UploadEvent<AddClipResponse>) => {
    if (e.type !== 'success') return;
    // spec part 2 §4: a successful clip is added to the clips list
    queryClient.setQueryData<EditDetail>(editorKeys.detail(greetingId), (d) => {
      if (!d) return d;
      const known = new Set(d.fizz.videos.map((v) => v.id));
      return { ...d, fizz: { ...d.fizz, videos: [...d.fizz.videos, ...e.response.clips.filter((c) => !known.has(c.id))] } };
    });
    void queryClient.invalidateQueries({ queryKey: editorKeys.detail(greetingId) });
  };

  return useUploadSession<AddClipResponse>({
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
    alreadyUploaded: async (item) => {
      const { fizz: greeting } = await getEditDetail(greetingId);
      const clips = greeting.videos.filter((v) => clipUploadId(v) === item.uploadId);
      return clips.length ? { status: 'success', message: UPLOAD_MESSAGES.success, clips, fizzId: greetingId } : null;
    },
    onEvent,
  });
}
