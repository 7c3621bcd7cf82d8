import { z } from '@/api/zod';

/** Every answer carries status 'success'; calls whose body the spec does not read use this. */
export const okSchema = z.looseObject({ status: z.literal('success') });
export type Ok = z.infer<typeof okSchema>;

/** Ids arrive as numbers or numeric strings; the app treats them as strings in URLs. */
export const idSchema = z.union([z.number(), z.string()]);

/** Prices come from the server as numbers or strings. */
export const priceSchema = z.union([z.number(), z.string()]);

// ---------------------------------------------------------------- the finished video

/** A clip the finished video left out, with what the clip list names it by (src/media/clipName). */
export const leftOutClipSchema = z.object({
  id: idSchema,
  /** 1-based place in the greeting's clip order: the clip list's own numbering. */
  place: z.number().check(z.int(), z.gte(1)),
  isImage: z.boolean(),
  caption: z.string(),
  contributorName: z.nullish(z.string()),
});
export type LeftOutClip = z.infer<typeof leftOutClipSchema>;

/**
 * Ours, beyond the spec (additive: a server without it still parses): what making the finished
 * video found, so the pages the creator and the recipient look at can say it. `failed`: it could
 * not be made (status bit 'in error'), told to anyone; `message` (why), `skippedIntro` and
 * `skippedClips` (what it left out) only to the greeting's owner.
 */
export const videoReportSchema = z.object({
  failed: z.boolean(),
  message: z.nullable(z.string()),
  skippedIntro: z.boolean(),
  skippedClips: z.array(leftOutClipSchema),
  /** Clips that went in silent: their sound could not be decoded (absent: none). */
  silencedClips: z.optional(z.array(leftOutClipSchema)),
  /** The music could not be decoded, so the video has none (absent: false). */
  musicLost: z.optional(z.boolean()),
});
export type VideoReport = z.infer<typeof videoReportSchema>;

/** The report field of an answer: null when there is nothing to tell (or the server does not say). */
export const videoReportField = z.pipe(
  z.nullish(videoReportSchema),
  z.transform((report) => report ?? null),
);
