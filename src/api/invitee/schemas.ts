import { z } from '@/api/zod';
import { fromWire } from '@/api/wireNames';
import { idSchema } from '@/api/common/schemas';
import { PERSON_TEXT_MESSAGES, personNameSchema } from '@/shared/lib/personText';

/** GET /rest/invite/{code}/fizz (spec part 2 §3 "Invite fizz response"). */
export const inviteGreetingSchema = z.object({
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
export type InviteGreeting = z.infer<typeof inviteGreetingSchema>;

/** Beyond the spec (docs/spec-choices.md): the first name an invitee may send with each upload. */
export const CONTRIBUTOR_NAME_MAX = 40;
const CONTRIBUTOR_NAME_SUBJECT = 'your name';
export const CONTRIBUTOR_NAME_MESSAGES = {
  tooLong: PERSON_TEXT_MESSAGES.tooLong(CONTRIBUTOR_NAME_SUBJECT, CONTRIBUTOR_NAME_MAX),
  notPlain: PERSON_TEXT_MESSAGES.notPlainName(CONTRIBUTOR_NAME_SUBJECT),
  bidi: PERSON_TEXT_MESSAGES.bidi(CONTRIBUTOR_NAME_SUBJECT),
  invisible: PERSON_TEXT_MESSAGES.invisible(CONTRIBUTOR_NAME_SUBJECT),
  noLetter: PERSON_TEXT_MESSAGES.noLetter(CONTRIBUTOR_NAME_SUBJECT),
  tooManyMarks: PERSON_TEXT_MESSAGES.tooManyMarks(CONTRIBUTOR_NAME_SUBJECT),
  sentence: PERSON_TEXT_MESSAGES.sentence(CONTRIBUTOR_NAME_SUBJECT),
} as const;

/**
 * The add-clip form field `contributorName`, checked the same way by the page and the fake server:
 * the person-written name policy (src/shared/lib/personText.ts), trimmed, at most 40 characters.
 * Empty means no name.
 */
export const contributorNameSchema = personNameSchema(CONTRIBUTOR_NAME_SUBJECT, CONTRIBUTOR_NAME_MAX);

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
export const thankYouClipSchema = fromWire(
  z.object({
    status: z.literal('success'),
    message: z.string(),
    clips: z.array(uploadedClipSchema),
    fizzId: idSchema,
    /** A new anonymous session when the call had none: it owns the thank-you greeting. */
    sessionId: z.optional(z.string()),
  }),
  { fizzId: 'greetingId' },
);
export type ThankYouClip = z.infer<typeof thankYouClipSchema>;
