import { z } from '@/api/zod';
import { fromWire } from '@/api/wireNames';
import { LIMITS } from '@/shared/config/limits';
import { idSchema } from '@/api/common/schemas';

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
export const clipIdSchema = z.number().check(z.int());
export type ClipId = z.infer<typeof clipIdSchema>;

/** A photo or video in a greeting. `image` is its thumbnail (the photo itself for photos). */
export const clipSchema = z.pipe(
  z.looseObject({
    id: clipIdSchema,
    isImage: z.boolean(),
    image: z.string(),
    video: z.nullish(z.string()),
    introVid: z.nullish(z.boolean()),
    caption: z.nullish(z.string()),
    audio_option: z.nullish(audioOptionSchema),
    index: z.nullish(z.number().check(z.int())),
    trimStart: z.nullish(z.number()),
    trimEnd: z.nullish(z.number()),
    /** When the clip was added (ISO 8601), where the server says; the editor names clips by it. */
    createdAt: z.nullish(z.string()),
    /** The first name an invitee gave with the clip (beyond the spec: docs/spec-choices.md). */
    contributorName: z.nullish(z.string()),
  }),
  z.transform((c) => ({
    ...c,
    video: c.video ?? null,
    introVid: c.introVid ?? false,
    caption: c.caption ?? '',
    audio_option: c.audio_option ?? 0,
    index: c.index ?? 0,
    trimStart: c.trimStart ?? null,
    trimEnd: c.trimEnd ?? null,
    createdAt: c.createdAt ?? null,
    contributorName: c.contributorName || null,
  })),
);
export type Clip = z.infer<typeof clipSchema>;

// ---------------------------------------------------------------- music

/** A track. Its name reads 'Category - Title'; a track without a url means no music. */
export const musicOptionSchema = z.pipe(
  z.looseObject({ id: z.number().check(z.int()), name: z.string(), url: z.nullish(z.string()) }),
  z.transform((m) => ({ ...m, url: m.url || null })),
);
export type MusicOption = z.infer<typeof musicOptionSchema>;

/** The music block: the tracks, the greeting's current choice (defaultMusicId) and the server default (defaultId). */
export const musicSchema = z.looseObject({
  options: z.array(musicOptionSchema),
  defaultMusicId: z.nullish(z.number().check(z.int())),
  defaultId: z.nullish(z.number().check(z.int())),
});
export type Music = z.infer<typeof musicSchema>;

// ---------------------------------------------------------------- special fields (the editor's view of them)

export const editSpecialFieldItemSchema = z.looseObject({
  id: idSchema,
  value: z.pipe(
    z.nullish(z.string()),
    z.transform((v) => v ?? ''),
  ),
  placeholder: z.pipe(
    z.nullish(z.string()),
    z.transform((v) => v ?? ''),
  ),
  required: z.pipe(
    z.nullish(z.boolean()),
    z.transform((v) => v ?? false),
  ),
});
export const editSpecialFieldGroupSchema = z.looseObject({
  title: z.pipe(
    z.nullish(z.string()),
    z.transform((v) => v ?? ''),
  ),
  items: z.array(editSpecialFieldItemSchema),
});
export type EditSpecialFieldGroup = z.infer<typeof editSpecialFieldGroupSchema>;

// ---------------------------------------------------------------- GET /rest/fizz/{id}/detail?type=edit-flow

/** The greeting as the edit flow reads it (part 2 §3 "Fizz in the edit flow"). */
export const editGreetingSchema = z.pipe(
  z.looseObject({
    id: idSchema,
    name: z.nullish(z.string()),
    img: z.nullish(z.string()),
    videos: z.array(clipSchema),
    music: musicSchema,
    newestActorVideoId: z.nullish(z.number().check(z.int())),
    currentStep: z.nullish(z.number().check(z.int())),
    taId: idSchema,
    specialFields: z.nullish(z.array(editSpecialFieldGroupSchema)),
    previewImageCount: z.nullish(z.number().check(z.int(), z.gte(0), z.lte(12))),
    isLocked: z.boolean(),
    inviteSampleNoLink: z.nullish(z.string()),
    inviteLink: z.nullish(z.string()),
    message: z.nullish(z.string()),
    /**
     * Ours, not in the spec's list: the intro animation's video (its theme animation's), so the
     * instant preview and the renderer start with it. Absent: they start at the clips.
     */
    introVideo: z.nullish(z.string()),
    /** Ours: the template's colours (its intro's sky, top to bottom, and its accent), for the end card. */
    look: z.nullish(z.looseObject({ sky: z.tuple([z.string(), z.string()]), accent: z.string() })),
    /** Ours: the creator's first name, credited first on the end card; absent for a guest. */
    creatorName: z.nullish(z.string()),
  }),
  z.transform((f) => ({
    ...f,
    introVideo: f.introVideo || null,
    look: f.look ? { sky: f.look.sky, accent: f.look.accent } : null,
    creatorName: f.creatorName?.trim() || null,
    name: f.name ?? '',
    img: f.img ?? '',
    newestActorVideoId: f.newestActorVideoId ?? null,
    currentStep: f.currentStep ?? 1,
    specialFields: f.specialFields ?? [],
    previewImageCount: f.previewImageCount ?? 1,
  })),
);
export type EditGreeting = z.infer<typeof editGreetingSchema>;

export const editDetailResponseSchema = fromWire(
  z.looseObject({
    status: z.literal('success'),
    fizz: editGreetingSchema,
    /** Contributor polling is switched off for this greeting. */
    disableNewestActor: z.pipe(
      z.nullish(z.boolean()),
      z.transform((v) => v ?? false),
    ),
  }),
  { fizz: 'greeting' },
);
export type EditDetail = z.infer<typeof editDetailResponseSchema>;

// ---------------------------------------------------------------- request bodies

/** Current step maximum (part 2 §9). */
export const MAX_STEP = 4;

export const currentStepBodySchema = z.object({ currentStep: z.number().check(z.int(), z.gte(1), z.lte(MAX_STEP)) });
export type CurrentStepBody = z.infer<typeof currentStepBodySchema>;

export const musicBodySchema = z.object({ musicId: z.number().check(z.int()) });

/** The clip ids of one greeting, in their new order. */
export const rearrangeBodySchema = z.object({ videos: z.array(clipIdSchema).check(z.minLength(1)) });

/** The longest caption the app sends (the spec is silent; the fake server enforces it too). */
export const CAPTION_MAX = LIMITS.caption;

export const audioOptionBodySchema = z.object({ video: clipIdSchema, audioOption: audioOptionSchema });

/** Seconds from the start of the video. */
export const trimBodySchema = z
  .object({ trimStart: z.number().check(z.gte(0)), trimEnd: z.number().check(z.positive()) })
  .check(z.refine((t) => t.trimEnd > t.trimStart, { message: 'The end must come after the start.', path: ['trimEnd'] }));
export type TrimBody = z.infer<typeof trimBodySchema>;

// ---------------------------------------------------------------- POST /rest/fizz/{id}/add-clip

/** Who is adding: the creator's upload, an invitee (uuid = invite code), or a browser recording. */
export type AddClipType = 'upload' | 'invite' | 'desktop-record';

/** The answer to an upload: the clips it added. */
export const addClipResponseSchema = fromWire(
  z.looseObject({
    status: z.literal('success'),
    message: z.nullish(z.string()),
    clips: z.array(clipSchema),
    fizzId: idSchema,
  }),
  { fizzId: 'greetingId' },
);
export type AddClipResponse = z.infer<typeof addClipResponseSchema>;

// ---------------------------------------------------------------- POST /rest/fizz/{id}/newest-actor-video

export const newestActorResponseSchema = z.looseObject({
  status: z.literal('success'),
  videoId: z.pipe(
    z.nullish(z.number().check(z.int())),
    z.transform((v) => v ?? null),
  ),
});

// ---------------------------------------------------------------- clip files

/** The clip file types live in one list (src/shared/config/media.ts). */
export { CLIP_FILE_TYPES, clipKindOf } from '@/shared/config/media';
