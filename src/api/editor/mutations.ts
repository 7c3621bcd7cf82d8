import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { refreshGreeting } from '@/api/greetingKeys';
import { updateFizz } from '@/api/fizz/requests';
import type { SpecialFieldGroupInput } from '@/api/fizz/schemas';
import { editorKeys } from './keys';
import {
  addClip,
  deleteClip,
  rearrangeClips,
  saveAudioOption,
  saveCaption,
  saveMusic,
  trimClip,
  updateCurrentStep,
} from './requests';
import type { AddClipOptions } from './requests';
import type { AudioOption, ClipId, EditDetail, TrimBody } from './schemas';

type Id = string | number;

const refreshDetail = (queryClient: QueryClient, fizzId: Id) =>
  queryClient.invalidateQueries({ queryKey: editorKeys.detail(fizzId) });

/** Changes the cached edit detail in place (so the screen follows at once), if it is cached. */
function patchDetail(queryClient: QueryClient, fizzId: Id, patch: (d: EditDetail) => EditDetail) {
  queryClient.setQueryData<EditDetail>(editorKeys.detail(fizzId), (d) => (d ? patch(d) : d));
}

/** POST update-current-step. The step is written into the cache: no reload needed. */
export function useUpdateCurrentStep(fizzId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currentStep: number) => updateCurrentStep(fizzId, currentStep),
    onSuccess: (_d, currentStep) => patchDetail(queryClient, fizzId, (d) => ({ ...d, fizz: { ...d.fizz, currentStep } })),
  });
}

/** PUT music. */
export function useSaveMusic(fizzId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (musicId: number) => saveMusic(fizzId, musicId),
    onSuccess: (_d, musicId) => {
      patchDetail(queryClient, fizzId, (d) => ({ ...d, fizz: { ...d.fizz, music: { ...d.fizz.music, defaultMusicId: musicId } } }));
      return refreshDetail(queryClient, fizzId);
    },
  });
}

/**
 * PUT rearrange. The caller serialises the saves (see the editor's latestSaver) and shows its own
 * order meanwhile; the reload after each save only refreshes what the server holds.
 */
export function useRearrangeClips(fizzId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videos: readonly ClipId[]) => rearrangeClips(videos),
    onSuccess: () => refreshDetail(queryClient, fizzId),
  });
}

/** DELETE video: the clip leaves the cached list once the server agreed. */
export function useDeleteClip(fizzId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clipId: ClipId) => deleteClip(clipId),
    onSuccess: (_d, clipId) => {
      patchDetail(queryClient, fizzId, (d) => ({ ...d, fizz: { ...d.fizz, videos: d.fizz.videos.filter((c) => c.id !== clipId) } }));
      return refreshDetail(queryClient, fizzId);
    },
  });
}

export type ClipChanges = {
  clipId: ClipId;
  caption?: string;
  audioOption?: AudioOption;
  trim?: TrimBody;
};

/**
 * The clip dialog's Done: caption, sound option and trim, each sent only when it changed
 * (caption, then sound, then trim; the first failure stops the rest and is the error shown).
 */
export function useSaveClip(fizzId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ clipId, caption, audioOption, trim }: ClipChanges) => {
      if (caption !== undefined) await saveCaption(clipId, caption);
      if (audioOption !== undefined) await saveAudioOption(clipId, audioOption);
      if (trim !== undefined) await trimClip(clipId, trim);
    },
    onSettled: () => refreshDetail(queryClient, fizzId),
  });
}

/** PUT /rest/fizz/{id} from the 'Edit My Video Greeting' view: the special fields. */
export function useSaveSpecialFields(fizzId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (specialFields: SpecialFieldGroupInput[]) => updateFizz(fizzId, { specialFields }),
    onSuccess: () =>
      refreshGreeting(queryClient, fizzId),
  });
}

/**
 * POST add-clip as one request (a recording, an invitee's files): the new clips join the cached
 * list. The editor's upload list sends its files one at a time through its own queue instead.
 */
export function useAddClip(fizzId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ files, options }: { files: File | File[]; options: AddClipOptions }) => addClip(fizzId, files, options),
    onSuccess: (res) => {
      patchDetail(queryClient, fizzId, (d) => {
        const known = new Set(d.fizz.videos.map((v) => v.id));
        return { ...d, fizz: { ...d.fizz, videos: [...d.fizz.videos, ...res.clips.filter((c) => !known.has(c.id))] } };
      });
      return refreshGreeting(queryClient, fizzId);
    },
  });
}
