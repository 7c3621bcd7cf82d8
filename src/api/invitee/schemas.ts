import { z } from '@/api/zod';
import { idSchema } from '@/api/common/schemas';

/** GET /rest/invite/{code}/fizz (spec part 2 §3 "Invite fizz response"). */
export const inviteFizzSchema = z.object({
  status: z.literal('success'),
  id: idSchema,
  img: z.string(),
  message: z.string(),
  name: z.string(),
  /** A finished greeting takes no more clips. */
  isLocked: z.boolean(),
  /**
   * Not in the spec: the client upload ids (add-clip's uploadId field) of the contributions that
   * arrived, so a file whose answer was lost is not sent twice. A server without it: none known.
   */
  uploadIds: z.pipe(
    z.nullish(z.array(z.string())),
    z.transform((ids) => ids ?? []),
  ),
});
export type InviteGreeting = z.infer<typeof inviteFizzSchema>;

/** Beyond the spec (README, Decisions): the first name an invitee may send with each upload. */
export const CONTRIBUTOR_NAME_MAX = 40;
export const CONTRIBUTOR_NAME_MESSAGES = {
  tooLong: `Please keep your name to ${CONTRIBUTOR_NAME_MAX} characters or fewer.`,
  notPlain: 'Please write your name as plain text (no < or > or line breaks).',
} as const;

/**
 * The add-clip form field `contributorName`, checked the same way by the page and the fake server:
 * trimmed, at most 40 characters, one line of plain text: no markup characters, no control
 * characters, no line breaks and no direction overrides (which could make it read as something
 * else). Empty means no name.
 */
export const contributorNameSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(CONTRIBUTOR_NAME_MAX, CONTRIBUTOR_NAME_MESSAGES.tooLong),
    z.regex(/^[^<>\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]*$/u, CONTRIBUTOR_NAME_MESSAGES.notPlain),
  );

/** A clip as the upload calls answer it (spec part 2 §3 "Clip"). */
export const uploadedClipSchema = z.object({
  id: idSchema,
  isImage: z.boolean(),
  /** Thumbnail (the photo itself for a photo). */
  image: z.string(),
  video: z.nullable(z.string()),
  introVid: z.boolean(),
  caption: z.string(),
  audio_option: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  index: z.number().check(z.int()),
});
export type UploadedClip = z.infer<typeof uploadedClipSchema>;

/**
 * POST /rest/fizz/thank-you-add-clip (multipart files[]): the thank-you video's clips. `fizzId` is
 * the thank-you greeting (new on the first upload).
 */
export const thankYouClipSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  clips: z.array(uploadedClipSchema),
  fizzId: idSchema,
  /** A new anonymous session when the call had none: it owns the thank-you greeting. */
  sessionId: z.optional(z.string()),
});
export type ThankYouClip = z.infer<typeof thankYouClipSchema>;
