import { z } from '@/api/zod';
import { idSchema } from '@/api/common/schemas';

/** Spec part 1 §7: device type codes. */
export const DEVICE_TYPE = { login: 1, register: 3 } as const;
/** Spec part 1 §7: version markers. */
export const VERSION = { register: 'web', login: 'web', offerLogin: '999' } as const;

/** Who an offer or trial sign-up is for: an offer recipient or an invited contributor (actor). */
export const offerFromSchema = z.enum(['recipient', 'actor']);
export type OfferFrom = z.infer<typeof offerFromSchema>;

const optionalText = z.nullish(z.string());

// ------------------------------------------------------------------ requests

/** POST /rest/user/login?type=site */
export const loginPayloadSchema = z.object({
  qrKey: optionalText,
  version: z.string().check(z.minLength(1)),
  offer: optionalText,
  from: optionalText,
  user: z.object({
    deviceType: z.literal(DEVICE_TYPE.login),
    email: z.string(),
    password: z.string(),
    deviceId: z.string().check(z.minLength(1)),
  }),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** POST /rest/user/register-react?type=web&screen={from} */
export const registerPayloadSchema = z.object({
  qrKey: optionalText,
  version: z.string().check(z.minLength(1)),
  from: optionalText,
  user: z.object({
    deviceType: z.literal(DEVICE_TYPE.register),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    password: z.string(),
    marketingOptIn: z.boolean(),
    offer: optionalText,
    deviceId: z.string().check(z.minLength(1)),
    userTimeZone: z.string(),
  }),
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

export const sendPasswordLinkPayloadSchema = z.object({ email: z.string() });
export type SendPasswordLinkPayload = z.infer<typeof sendPasswordLinkPayloadSchema>;

/** PUT /rest/user/register-password/{otp} and PUT /rest/user/settings (spec part 2 §7). */
export const changePasswordPayloadSchema = z.object({
  user: z.object({ phone: z.optional(z.string()), password: z.string() }),
  password: z.string(),
  otp: z.optional(z.string()),
});
export type ChangePasswordPayload = z.infer<typeof changePasswordPayloadSchema>;

/** PUT /rest/user: the invitee contact form. */
export const contactPayloadSchema = z.object({
  qrKey: optionalText,
  version: z.string().check(z.minLength(1)),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  deviceId: z.string().check(z.minLength(1)),
});
export type ContactPayload = z.infer<typeof contactPayloadSchema>;

export const messageLogPayloadSchema = z.object({ message: z.string().check(z.minLength(1)), os: z.string() });
export type MessageLogPayload = z.infer<typeof messageLogPayloadSchema>;

export const resetViewAlertPayloadSchema = z.object({ viewedOtp: z.string().check(z.minLength(1)) });
export type ResetViewAlertPayload = z.infer<typeof resetViewAlertPayloadSchema>;

// ------------------------------------------------------------------ responses

/** 'claimed' when the offer was taken; 'invalid' and 'duplicate' show error toasts (part 1 §4). */
export const OFFER_RESULTS = ['claimed', 'invalid', 'duplicate'] as const;
/** Open to other values a real server may send; the app reacts to 'invalid' and 'duplicate' only. */
export const offerResultSchema = z.string();
export type OfferResult = (typeof OFFER_RESULTS)[number];

/** Spec part 1 §3 "Login/register response". The session id arrives as sessionId or webSessionId. */
export const authResponseSchema = z.pipe(
  z
    .object({
      status: z.literal('success'),
      sessionId: z.optional(z.string().check(z.minLength(1))),
      webSessionId: z.optional(z.string().check(z.minLength(1))),
      isAccount: z.boolean(),
      offerResult: z.nullish(offerResultSchema),
      editFizzId: z.nullish(idSchema),
      createTaId: z.nullish(idSchema),
      hasFizzes: z._default(z.optional(z.boolean()), false),
      isBoxSet: z._default(z.optional(z.boolean()), false),
      isQRCard: z._default(z.optional(z.boolean()), false),
    })
    .check(z.refine((r) => Boolean(r.sessionId ?? r.webSessionId), { message: 'A session id is required.' })),
  z.transform(({ editFizzId, hasFizzes, ...r }) => ({
    ...r,
    editGreetingId: editFizzId,
    hasGreetings: hasFizzes,
    session: (r.sessionId ?? r.webSessionId) as string,
  })),
);
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Part 1 §3 "Offer" (free-greeting offer for a recipient). `code` is what the forms send as `offer`. */
export const freeOfferSchema = z.object({
  code: z.nullish(z.string()),
  offerExpiresInDays: z.nullish(z.number()),
  ui: z.object({
    claimMarkup: z._default(z.string(), ''),
    signInText: z._default(z.string(), ''),
    signUpText: z._default(z.string(), ''),
    signUpScroll: z._default(z.string(), ''),
  }),
});
export type FreeOffer = z.infer<typeof freeOfferSchema>;

/** GET /rest/offer/info?page=login|register */
export const offerInfoResponseSchema = z.object({
  status: z.literal('success'),
  offer: z.nullable(freeOfferSchema),
  email: z.nullish(z.string()),
});
export type OfferInfo = z.infer<typeof offerInfoResponseSchema>;

/** Part 2 §3 "Offer" (the server-driven offer shown to invitees and recipients). */
export const shareOfferSchema = z.object({
  code: z.nullish(z.string()),
  expiresInDays: z.nullish(z.number()),
  ui: z.object({
    top: z._default(z.string(), ''),
    bottom: z._default(z.string(), ''),
    claimBtn: z._default(z.string(), ''),
    isPopup: z._default(z.boolean(), false),
    behindPopup: z._default(z.string(), ''),
    viewMarkup: z._default(z.string(), ''),
    viewBtn: z._default(z.string(), ''),
  }),
});
export type ShareOffer = z.infer<typeof shareOfferSchema>;

/** GET /rest/user/actor-info (also ?result=interested): the trial offer and the contact details. */
export const actorInfoResponseSchema = z.object({
  status: z.literal('success'),
  offer: z.nullable(shareOfferSchema),
  email: z.nullish(z.string()),
  firstName: z.nullish(z.string()),
  lastName: z.nullish(z.string()),
});
export type ActorInfo = z.infer<typeof actorInfoResponseSchema>;

/** Where the contact form sends the invitee next. */
export const afterUpdateSchema = z.enum(['login', 'register', 'thank-you']);
/** A visitor without a session gets an anonymous one (sessionId) to keep the details on. */
export const contactResponseSchema = z.object({
  status: z.literal('success'),
  afterUpdate: afterUpdateSchema,
  sessionId: z.optional(z.string()),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** POST /rest/fizz/{fizzId}/reset-view-alert */
export const resetViewAlertResponseSchema = z.object({ status: z.literal('success'), img: z.nullish(z.string()) });
export type ResetViewAlertResponse = z.infer<typeof resetViewAlertResponseSchema>;
