import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { refreshGreeting } from '@/api/greetings/keys';
import { updateGreeting } from '@/api/greetings/requests';
import type { SpecialFieldGroupInput } from '@/api/greetings/schemas';
import { patchDetail } from './cache';
import { editorKeys } from './keys';
import { deleteClip, rearrangeClips, saveAudioOption, saveCaption, saveMusic, trimClip, updateCurrentStep } from './requests';
import type { AudioOption, ClipId, TrimBody } from './schemas';

type Id = string | number;

const refreshDetail = (queryClient: QueryClient, greetingId: Id) =>
  queryClient.invalidateQueries({ queryKey: editorKeys.detail(greetingId) });

/** POST update-current-step. The step is written into the cache: no reload needed. */
export function useUpdateCurrentStep(greetingId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currentStep: number) => updateCurrentStep(greetingId, currentStep),
    onSuccess: (_d, currentStep) =>
      patchDetail(queryClient, greetingId, (d) => ({ ...d, greeting: { ...d.greeting, currentStep } })),
  });
}

/** PUT music. */
export function useSaveMusic(greetingId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (musicId: number) => saveMusic(greetingId, musicId),
    onSuccess: (_d, musicId) => {
      patchDetail(queryClient, greetingId, (d) => ({
        ...d,
        greeting: { ...d.greeting, music: { ...d.greeting.music, defaultMusicId: musicId } },
      }));
      return refreshDetail(queryClient, greetingId);
    },
  });
}

/**
 * PUT rearrange. The caller serialises the saves (see the editor's latestSaver) and shows its own
 * order meanwhile; the reload after each save only refreshes what the server holds.
 */
export function useRearrangeClips(greetingId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videos: readonly ClipId[]) => rearrangeClips(videos),
    onSuccess: () => refreshDetail(queryClient, greetingId),
  });
}

/** DELETE video: the clip leaves the cached list once the server agreed. */
export function useDeleteClip(greetingId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clipId: ClipId) => deleteClip(clipId),
    onSuccess: (_d, clipId) => {
      patchDetail(queryClient, greetingId, (d) => ({
        ...d,
        greeting: { ...d.greeting, videos: d.greeting.videos.filter((c) => c.id !== clipId) },
      }));
      return refreshDetail(queryClient, greetingId);
    },
  });
}

/**
 * A clip replaced by a new upload (step 4's Replace): the new clip, which arrived last, moves to
 * the old one's place (`order`), then the old one is deleted; the list reloads either way.
 */
export function useReplaceClip(greetingId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ replaced, order }: { replaced: ClipId; order: readonly ClipId[] }) => {
      await rearrangeClips(order);
      await deleteClip(replaced);
    },
    onSettled: () => refreshDetail(queryClient, greetingId),
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
export function useSaveClip(greetingId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ clipId, caption, audioOption, trim }: ClipChanges) => {
      if (caption !== undefined) await saveCaption(clipId, caption);
      if (audioOption !== undefined) await saveAudioOption(clipId, audioOption);
      if (trim !== undefined) await trimClip(clipId, trim);
    },
    onSettled: () => refreshDetail(queryClient, greetingId),
  });
}

/** PUT /rest/fizz/{id} from the 'Edit My Video Greeting' view: the special fields. */
export function useSaveSpecialFields(greetingId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (specialFields: SpecialFieldGroupInput[]) => updateGreeting(greetingId, { specialFields }),
    onSuccess: () => refreshGreeting(queryClient, greetingId),
  });
}
