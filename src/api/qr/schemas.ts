import { z } from '@/api/zod';
import { fromWire } from '@/api/wireNames';
import { idSchema } from '@/api/common/schemas';

/** GET /rest/qr/{code}?auto-account=true (spec part 2 §3 "QR response"). */
export const qrSchema = fromWire(
  z.object({
    status: z.literal('success'),
    qrKey: z.string(),
    isQRCardOwner: z.boolean(),
    /** The greeting the owner is sent to edit; null when there is none (start one from createThemeAnimationId). */
    editFizzId: z.nullable(idSchema),
    isBoxSet: z.boolean(),
    createThemeAnimationId: idSchema,
    isSignedIn: z.boolean(),
    hasOwner: z.boolean(),
    previewVideo: z.string(),
    userHasBoxCards: z.boolean(),
    /** The signed-in user's email; '' when not signed in. */
    userEmail: z.string(),
    howToVideo: z.string(),
    /** Image of the greeting the card is linked to, if any. */
    fizzImage: z.nullable(z.string()),
    imgTall: z.string(),
    /** Absolute viewer URL of the card's greeting once it can be watched; else null. */
    shareUrl: z.nullable(z.string()),
    /** A new anonymous session, answered when auto-account was asked for and the call had no session. */
    sessionId: z.optional(z.string()),
  }),
  { editFizzId: 'editGreetingId', fizzImage: 'greetingImage' },
);
export type QrScan = z.infer<typeof qrSchema>;

/** GET /rest/qr/box-set-add?qrKey= */
export const boxSetAddSchema = fromWire(
  z.object({
    status: z.literal('success'),
    /** The signed-in user's email; '' when not signed in. */
    boxCardUserEmail: z.string(),
    /** The greeting linked to this set, else the user's latest boxed-set greeting; null when none. */
    previousBoxCardFizzId: z.nullable(idSchema),
  }),
  { previousBoxCardFizzId: 'previousBoxCardGreetingId' },
);
export type BoxSetAdd = z.infer<typeof boxSetAddSchema>;

/** GET /rest/qr/{qrKey}/box-set-preview/{fizzId} */
export const boxSetPreviewSchema = fromWire(
  z.object({
    status: z.literal('success'),
    /** The greeting that will be linked. */
    newFizzId: idSchema,
    isDone: z.boolean(),
    img: z.string(),
    /** The stitched video once done, else null. */
    video: z.nullable(z.string()),
  }),
  { newFizzId: 'newGreetingId' },
);
export type BoxSetPreview = z.infer<typeof boxSetPreviewSchema>;

/** POST /rest/qr/box-set-link/{fizzId}?qrKey= body. */
export const boxSetLinkBodySchema = z.object({ qrKey: z.string().check(z.minLength(1)) });
export type BoxSetLinkBody = z.infer<typeof boxSetLinkBodySchema>;

export const boxSetLinkSchema = z.object({ status: z.literal('success'), isLocked: z.boolean() });
export type BoxSetLink = z.infer<typeof boxSetLinkSchema>;

/** GET /rest/qr/box-set/list?qrKey= (spec part 2 §3 "Boxed-set list item"). */
export const boxSetListItemSchema = fromWire(
  z.object({
    id: idSchema,
    name: z.string(),
    isLocked: z.boolean(),
    /** ISO date the greeting was started. */
    fizzCreated: z.object({ date: z.string() }),
    image: z.string(),
  }),
  { fizzCreated: 'created' },
);
export type BoxSetListItem = z.infer<typeof boxSetListItemSchema>;

export const boxSetListSchema = z.object({ status: z.literal('success'), items: z.array(boxSetListItemSchema) });
export type BoxSetList = z.infer<typeof boxSetListSchema>;
