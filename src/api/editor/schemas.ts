import { z } from 'zod';
import { LIMITS } from '../../shared/config/limits';
import { idSchema } from '../common/schemas';

// Spec part 2 §3 (Fizz in the edit flow; Clip; Music; Upload record) and the edit-flow calls of
// part 2 §7: detail?type=edit-flow, update-current-step, music, add-clip, rearrange, delete video,
// caption, audio-option, trim, newest-actor-video. The fake server (mocks/handlers/editor.ts)
// imports this file too, so the request bodies are validated with the same schemas.

// ---------------------------------------------------------------- clips

/** 0 = background music plus video sound, 1 = mute video sound, 2 = mute background music. */
export const AUDIO_OPTIONS = [0, 1, 2] as const;
export const audioOptionSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type AudioOption = z.infer<typeof audioOptionSchema>;

/** Clip ids are numbers (the edit page keeps them in order lists and compares them). */
export const clipIdSchema = z.number().int();
export type ClipId = z.infer<typeof clipIdSchema>;

/** A photo or video in a greeting. `image` is its thumbnail (the photo itself for photos). */
export const clipSchema = z
  .looseObject({
    id: clipIdSchema,
    isImage: z.boolean(),
    image: z.string(),
    video: z.string().nullish(),
    introVid: z.boolean().nullish(),
    caption: z.string().nullish(),
    audio_option: audioOptionSchema.nullish(),
    index: z.number().int().nullish(),
    trimStart: z.number().nullish(),
    trimEnd: z.number().nullish(),
    /** When the clip was added (ISO 8601), where the server says; the editor names clips by it. */
    createdAt: z.string().nullish(),
  })
  .transform((c) => ({
    ...c,
    video: c.video ?? null,
    introVid: c.introVid ?? false,
    caption: c.caption ?? '',
    audio_option: c.audio_option ?? 0,
    index: c.index ?? 0,
    trimStart: c.trimStart ?? null,
    trimEnd: c.trimEnd ?? null,
    createdAt: c.createdAt ?? null,
  }));
export type Clip = z.infer<typeof clipSchema>;

// ---------------------------------------------------------------- music

/** A track. Its name reads 'Category - Title'; a track without a url means no music. */
export const musicOptionSchema = z
  .looseObject({ id: z.number().int(), name: z.string(), url: z.string().nullish() })
  .transform((m) => ({ ...m, url: m.url || null }));
export type MusicOption = z.infer<typeof musicOptionSchema>;

/** The music block: the tracks, the greeting's current choice (defaultMusicId) and the server default (defaultId). */
export const musicSchema = z.looseObject({
  options: z.array(musicOptionSchema),
  defaultMusicId: z.number().int().nullish(),
  defaultId: z.number().int().nullish(),
});
export type Music = z.infer<typeof musicSchema>;

// ---------------------------------------------------------------- special fields (the editor's view of them)

export const editSpecialFieldItemSchema = z.looseObject({
  id: idSchema,
  value: z.string().nullish().transform((v) => v ?? ''),
  placeholder: z.string().nullish().transform((v) => v ?? ''),
  required: z.boolean().nullish().transform((v) => v ?? false),
});
export const editSpecialFieldGroupSchema = z.looseObject({
  title: z.string().nullish().transform((v) => v ?? ''),
  items: z.array(editSpecialFieldItemSchema),
});
export type EditSpecialFieldGroup = z.infer<typeof editSpecialFieldGroupSchema>;

// ---------------------------------------------------------------- GET /rest/fizz/{id}/detail?type=edit-flow

/** The greeting as the edit flow reads it (part 2 §3 "Fizz in the edit flow"). */
export const editFizzSchema = z
  .looseObject({
    id: idSchema,
    name: z.string().nullish(),
    img: z.string().nullish(),
    videos: z.array(clipSchema),
    music: musicSchema,
    newestActorVideoId: z.number().int().nullish(),
    currentStep: z.number().int().nullish(),
    taId: idSchema,
    specialFields: z.array(editSpecialFieldGroupSchema).nullish(),
    previewImageCount: z.number().int().min(0).max(12).nullish(),
    isLocked: z.boolean(),
    inviteSampleNoLink: z.string().nullish(),
    inviteLink: z.string().nullish(),
    message: z.string().nullish(),
  })
  .transform((f) => ({
    ...f,
    name: f.name ?? '',
    img: f.img ?? '',
    newestActorVideoId: f.newestActorVideoId ?? null,
    currentStep: f.currentStep ?? 1,
    specialFields: f.specialFields ?? [],
    previewImageCount: f.previewImageCount ?? 1,
  }));
export type EditFizz = z.infer<typeof editFizzSchema>;

export const editDetailResponseSchema = z.looseObject({
  status: z.literal('success'),
  fizz: editFizzSchema,
  /** Contributor polling is switched off for this greeting. */
  disableNewestActor: z.boolean().nullish().transform((v) => v ?? false),
});
export type EditDetail = z.infer<typeof editDetailResponseSchema>;

// ---------------------------------------------------------------- request bodies

/** Current step maximum (part 2 §9). */
export const MAX_STEP = 4;

export const currentStepBodySchema = z.object({ currentStep: z.number().int().min(1).max(MAX_STEP) });
export type CurrentStepBody = z.infer<typeof currentStepBodySchema>;

export const musicBodySchema = z.object({ musicId: z.number().int() });

/** The clip ids of one greeting, in their new order. */
export const rearrangeBodySchema = z.object({ videos: z.array(clipIdSchema).min(1) });

/** The longest caption the app sends (the spec is silent; the fake server enforces it too). */
export const CAPTION_MAX = LIMITS.caption;

export const audioOptionBodySchema = z.object({ video: clipIdSchema, audioOption: audioOptionSchema });

/** Seconds from the start of the video. */
export const trimBodySchema = z
  .object({ trimStart: z.number().min(0), trimEnd: z.number().positive() })
  .refine((t) => t.trimEnd > t.trimStart, { message: 'The end must come after the start.', path: ['trimEnd'] });
export type TrimBody = z.infer<typeof trimBodySchema>;

// ---------------------------------------------------------------- POST /rest/fizz/{id}/add-clip

/** Who is adding: the creator's upload, an invitee (uuid = invite code), or a browser recording. */
export type AddClipType = 'upload' | 'invite' | 'desktop-record';

/** The answer to an upload: the clips it added. */
export const addClipResponseSchema = z.looseObject({
  status: z.literal('success'),
  message: z.string().nullish(),
  clips: z.array(clipSchema),
  fizzId: idSchema,
});
export type AddClipResponse = z.infer<typeof addClipResponseSchema>;

// ---------------------------------------------------------------- POST /rest/fizz/{id}/newest-actor-video

export const newestActorResponseSchema = z.looseObject({
  status: z.literal('success'),
  videoId: z.number().int().nullish().transform((v) => v ?? null),
});

// ---------------------------------------------------------------- clip files

/** The clip file types live in one list (src/shared/config/media.ts). */
export { CLIP_FILE_TYPES, clipKindOf } from '../../shared/config/media';
