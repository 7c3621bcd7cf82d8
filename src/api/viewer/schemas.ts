import { z } from '@/api/zod';
import { fromWire } from '@/api/wireNames';
import { idSchema, priceSchema, videoReportField } from '@/api/common/schemas';

/** A server-driven offer block (spec part 2 §3 "Offer"). Markup goes through SafeHtml. */
export const shareOfferSchema = z.object({
  ui: z.object({
    top: z.string(),
    bottom: z.string(),
    claimBtn: z.string(),
    isPopup: z.boolean(),
    behindPopup: z.string(),
    viewMarkup: z.string(),
    viewBtn: z.string(),
  }),
  expiresInDays: z.number(),
});
export type ShareOffer = z.infer<typeof shareOfferSchema>;

/** One video of the greeting (the playlist player plays those with a video). */
export const viewerVideoSchema = z.object({
  id: idSchema,
  /** null for a photo. */
  video: z.nullable(z.string()),
  img: z.string(),
  isImage: z.boolean(),
  caption: z.string(),
});
export type ViewerVideo = z.infer<typeof viewerVideoSchema>;

/** The greeting on the recipient page (spec part 2 §3 "Fizz on the viewing page"). */
export const viewerGreetingSchema = fromWire(
  z.object({
    fizzId: idSchema,
    uuid: z.string(),
    title: z.string(),
    name: z.string(),
    img: z.string(),
    video: z.nullable(z.string()),
    shareUrl: z.nullable(z.string()),
    downloadUrl: z.nullable(z.string()),
    thankyouAnimation: z.nullable(z.string()),
    thankyouAnimationImg: z.nullable(z.string()),
    offer: z.nullable(shareOfferSchema),
    showVideoStats: z.boolean(),
    showComments: z.boolean(),
    showMultiPlayer: z.boolean(),
    bannerType: z.nullable(z.enum(['komen'])),
    videos: z.array(viewerVideoSchema),
    isLocked: z.boolean(),
    isDone: z.boolean(),
    isQRBoxSet: z.boolean(),
    isQRCard: z.boolean(),
    needsPurchase: z.boolean(),
    hasPaid: z.boolean(),
    price: priceSchema,
    isFree: z.boolean(),
    isPhysical: z.boolean(),
    sku: z.string(),
    themeName: z.string(),
    /** The caller owns the greeting (may remove comments). */
    isOwner: z.boolean(),
    /** Ours: the finished video failed (to anyone), and why and what it left out (to its owner). */
    videoReport: videoReportField,
  }),
  { fizzId: 'greetingId' },
);
export type ViewerGreeting = z.infer<typeof viewerGreetingSchema>;

/** GET /rest/vid/{uuid}/fizz */
export const viewerGreetingResponseSchema = z.object({ status: z.literal('success'), item: viewerGreetingSchema });

/**
 * Beyond the spec: a visitor without an account likes as this browser's deviceId (the one login and
 * register send), kept in local storage, so liking again counts once and needs no session. Only an
 * id the server issued counts: the stats and viewed answers carry a new one (`deviceId`) when the
 * call named none the server signed, and the browser keeps it.
 */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
const deviceIdSchema = z.string().check(z.regex(DEVICE_ID_PATTERN));

/** GET /rest/fizz/{uuid}/stats?deviceId= */
export const statsSchema = z.object({
  status: z.literal('success'),
  viewCount: z.number().check(z.int()),
  likeCount: z.number().check(z.int()),
  userLiked: z.boolean(),
  /** Ours: a device id the server issued this browser (the one it sent was none of its own). */
  deviceId: z.optional(deviceIdSchema),
});
export type Stats = z.infer<typeof statsSchema>;

/** POST /rest/vid/{uuid}/likes body: like (true) or unlike (false), and who likes (see DEVICE_ID_PATTERN). */
export const likeBodySchema = z.object({ isAdd: z.boolean(), deviceId: z.optional(deviceIdSchema) });
export type LikeBody = z.infer<typeof likeBodySchema>;

export const likeResponseSchema = z.object({
  status: z.literal('success'),
  likeCount: z.number().check(z.int()),
  userLiked: z.boolean(),
});
export type LikeResponse = z.infer<typeof likeResponseSchema>;

/** POST /rest/vid/{uuid}/viewed body (ours; the spec sends none): who views, for the server's once-a-minute count. */
export const viewedBodySchema = z.object({ deviceId: z.optional(deviceIdSchema) });

/** POST /rest/vid/{uuid}/viewed */
export const viewedResponseSchema = z.object({
  status: z.literal('success'),
  viewCount: z.number().check(z.int()),
  /** Ours: as the stats answer's. */
  deviceId: z.optional(deviceIdSchema),
});

/** A reply (spec part 2 §3 "Comment"); replies are one level deep. */
export const replySchema = z.object({
  uuid: z.string(),
  /** The root comment's uuid, or null for a root. */
  parentUUID: z.nullable(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type Reply = z.infer<typeof replySchema>;

export const commentSchema = z.extend(replySchema, { childComments: z.array(replySchema) });
export type Comment = z.infer<typeof commentSchema>;

/** GET /rest/fizz/{uuid}/comment: roots newest first, each with its replies oldest first. */
export const commentsSchema = z.object({
  status: z.literal('success'),
  comments: z.array(commentSchema),
  /** The owner may remove comments. */
  canModerate: z.boolean(),
  /** New comments are accepted (the greeting's comments are switched on). */
  commentsEnabled: z.boolean(),
});
export type Comments = z.infer<typeof commentsSchema>;

/** POST /rest/fizz/{uuid}/comment body. parentUUID is a root comment's uuid for a reply. */
export const commentBodySchema = z.object({
  parentUUID: z.optional(z.nullable(z.string())),
  body: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type CommentBody = z.input<typeof commentBodySchema>;

export const postCommentSchema = z.object({ status: z.literal('success'), comment: replySchema });

/** DELETE /rest/fizz/{uuid}/comment/{commentUuid}: how many comments went (a root takes its replies). */
export const deleteCommentSchema = z.object({ status: z.literal('success'), removed: z.number().check(z.int()) });
