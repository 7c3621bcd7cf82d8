import { z } from '@/api/zod';
import { fromWire } from '@/api/wireNames';
import { idSchema, priceSchema, videoReportField } from '@/api/common/schemas';

/** PUT /rest/fizz/{id}/new-finalize (spec part 2 §3 "Finalize response"). It queues the stitching. */
export const finalizeSchema = z.object({
  status: z.literal('success'),
  img: z.string(),
  /** The stitched video; null until processing is done (poll the process call). */
  video: z.nullable(z.string()),
  isLocked: z.boolean(),
  isThankyou: z.boolean(),
  /** The 'It's finished' confirmation dialog. */
  modal: z.object({ header: z.string(), body: z.string(), confirmBtnText: z.string() }),
  title: z.string(),
  body: z.string(),
  isQRBoxSet: z.boolean(),
  isPhysical: z.boolean(),
});
export type Finalize = z.infer<typeof finalizeSchema>;

/**
 * GET /rest/fizz/process/{id}. The answer's `status` is the envelope ('success'); the greeting's
 * status bit field (part 1 §3) comes as `fizzStatus`, the app's `greetingStatus`.
 */
export const processSchema = fromWire(
  z.object({
    status: z.literal('success'),
    img: z.string(),
    isDone: z.boolean(),
    fizzStatus: z.number().check(z.int()),
    /** The stitched video once done, else null. */
    video: z.nullable(z.string()),
    /**
     * Ours, beyond the spec: how far the video is made (0..1) and the seconds left, while it is made
     * on the device; absent from a server that does not say.
     */
    progress: z.pipe(
      z.nullish(z.object({ done: z.number().check(z.gte(0), z.lte(1)), secondsLeft: z.nullable(z.number()) })),
      z.transform((p) => p ?? null),
    ),
    /** Ours: what making the video says (a clip it left out, why it failed); absent when nothing. */
    message: z.pipe(
      z.nullish(z.string()),
      z.transform((m) => m || null),
    ),
    /** Ours: whether it failed and which clips it left out (videoReportSchema in src/api/common/schemas). */
    videoReport: videoReportField,
  }),
  { fizzStatus: 'greetingStatus' },
);
export type Process = z.infer<typeof processSchema>;

/** POST /rest/fizz/{id}/confirm-finalize-check: may the greeting be finished now? */
export const confirmFinalizeCheckSchema = z.object({
  status: z.literal('success'),
  isDone: z.boolean(),
  isLocked: z.boolean(),
  needsPurchase: z.boolean(),
});
export type ConfirmFinalizeCheck = z.infer<typeof confirmFinalizeCheckSchema>;

/** POST /rest/fizz/{id}/lockdown (spec part 2 §3 "Lockdown response"). Locking is irreversible. */
export const lockdownSchema = z.object({
  status: z.literal('success'),
  name: z.string(),
  price: priceSchema,
  img: z.string(),
  needsPurchase: z.boolean(),
  isQRBoxSet: z.boolean(),
  isQRCard: z.boolean(),
  isLocked: z.boolean(),
});
export type Lockdown = z.infer<typeof lockdownSchema>;

/** The greeting as the thank-you pages read it (spec part 1 §3 "Fizz"). */
export const greetingItemSchema = fromWire(
  z.object({
    id: idSchema,
    name: z.string(),
    img: z.string(),
    video: z.nullable(z.string()),
    isLocked: z.boolean(),
    isPhysical: z.boolean(),
    isQRBoxSet: z.boolean(),
    isQRCard: z.boolean(),
    isThankyou: z.boolean(),
    hideDelete: z.boolean(),
    /** Absolute viewer URL; null until the greeting can be shared. */
    shareUrl: z.nullable(z.string()),
    downloadUrl: z.nullable(z.string()),
    fizzCreated: z.string(),
    /** The invitation message without the link, and the invite link. */
    inviteSampleNoLink: z.string(),
    inviteLink: z.string(),
    hasPaid: z.boolean(),
    needsPurchase: z.boolean(),
    price: priceSchema,
    isFree: z.boolean(),
    sku: z.string(),
    themeName: z.string(),
    uuid: z.string(),
    /** Status bit field: producer 1, video submitted 2, completed 4, in queue 8, in process 16, in error 32, published 64. */
    status: z.number().check(z.int()),
  }),
  { fizzCreated: 'created' },
);
export type GreetingItem = z.infer<typeof greetingItemSchema>;

/** GET /rest/fizz/{fizzId}/detail (without ?type=edit-flow). */
export const greetingDetailSchema = z.object({ status: z.literal('success'), item: greetingItemSchema });
export type GreetingDetail = z.infer<typeof greetingDetailSchema>;
