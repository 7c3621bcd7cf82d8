import { z } from '@/api/zod';
import { fromWire } from '@/api/wireNames';
import { idSchema, priceSchema, videoReportField } from '@/api/common/schemas';

// Spec part 1 §3 (Fizz, QR card without a project, Special field group, Personalize response)
// and the calls of part 1 §7: personalize, image preview, fizz create/update, list, delete,
// inviteCode, invite-intent. The fake server (mocks/handlers/fizz.ts) imports this file too.

// ---------------------------------------------------------------- status

/** A greeting's status bit flags (spec part 1 §3, §9: 1, 2, 4, 8, 16, 32, 64). */
export const GREETING_STATUS = {
  producer: 1,
  videoSubmitted: 2,
  completed: 4,
  inQueue: 8,
  inProcess: 16,
  inError: 32,
  published: 64,
} as const;

// ---------------------------------------------------------------- special fields

/** One personalised text field. `invalid` is the server's own verdict on the value, if it sends one. */
export const specialFieldItemSchema = z.looseObject({
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
  invalid: z.nullish(z.boolean()),
});
export type SpecialFieldItem = z.infer<typeof specialFieldItemSchema>;

/** A group of special fields: a title and its items. */
export const specialFieldGroupSchema = z.looseObject({
  title: z.pipe(
    z.nullish(z.string()),
    z.transform((v) => v ?? ''),
  ),
  items: z.array(specialFieldItemSchema),
});
export type SpecialFieldGroup = z.infer<typeof specialFieldGroupSchema>;

/** What the create/update calls send for each item (the server owns placeholder and required). */
export const specialFieldGroupInputSchema = z.object({
  title: z.optional(z.string()),
  items: z.array(z.looseObject({ id: idSchema, value: z.string().check(z.maxLength(2000)) })),
});
export type SpecialFieldGroupInput = z.input<typeof specialFieldGroupInputSchema>;

// ---------------------------------------------------------------- preview text codec

/**
 * The image-preview path carries the text as one path segment. Percent-encoding cannot carry
 * every text there: '.' and '..' are dot segments the URL parser removes (even as %2E), an
 * empty text is an empty segment, and many servers refuse an encoded slash (%2F). So the text
 * travels as base64url of its UTF-8 bytes (alphabet A-Z a-z 0-9 - _, no padding): emoji, HTML,
 * slashes and 500 characters are all one safe segment. An empty text is sent as one space.
 */
export function encodePreviewText(text: string): string {
  const bytes = new TextEncoder().encode(text === '' ? ' ' : text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The server side of encodePreviewText; null when the segment is not valid base64url UTF-8. */
export function decodePreviewText(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment) || segment.length % 4 === 1) return null;
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- POST /rest/theme-animation/{id}?key=

/** A greeting of the user's made from a physical card and still unlocked (still editable). */
export const unlockedPhysicalCardSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  img: z.nullish(z.string()),
});
export type UnlockedPhysicalCard = z.infer<typeof unlockedPhysicalCardSchema>;

/**
 * The personalize response. The groups arrive as `specialFields` or `special_field`;
 * `unlockedPhysicalCards` as a list of those greetings (or, from an older server, a bare flag).
 */
export const personalizeResponseSchema = z.pipe(
  z.looseObject({
    status: z.literal('success'),
    themeId: z.nullish(idSchema),
    taId: idSchema,
    previewImageCount: z.nullish(z.coerce.number().check(z.int(), z.gte(0), z.lte(12))),
    specialFields: z.nullish(z.array(specialFieldGroupSchema)),
    special_field: z.nullish(z.array(specialFieldGroupSchema)),
    unlockedPhysicalCards: z.nullish(z.union([z.array(unlockedPhysicalCardSchema), z.boolean()])),
    showBoxSetAlert: z.nullish(z.boolean()),
    title: z.nullish(z.string()),
  }),
  z.transform(({ specialFields, special_field, unlockedPhysicalCards, previewImageCount, ...rest }) => ({
    ...rest,
    previewImageCount: previewImageCount ?? 1,
    specialFields: specialFields ?? special_field ?? [],
    /** true when the server flags unlocked physical cards; `list` holds them when it names them. */
    unlockedPhysicalCards: {
      flagged: Array.isArray(unlockedPhysicalCards) ? unlockedPhysicalCards.length > 0 : Boolean(unlockedPhysicalCards),
      list: Array.isArray(unlockedPhysicalCards) ? unlockedPhysicalCards : [],
    },
    showBoxSetAlert: rest.showBoxSetAlert ?? false,
    title: rest.title ?? '',
  })),
);
export type PersonalizeResponse = z.infer<typeof personalizeResponseSchema>;

// ---------------------------------------------------------------- GET /rest/fizz/{id}?screen=personalize

/**
 * The change variant (/change/{fizzId}): the greeting's template and current text. Not in the
 * spec's call table (the spec is silent on how /change loads); same shape as the personalize
 * response plus the greeting's id and lock.
 */
export const greetingPersonalizeResponseSchema = z.pipe(
  z.looseObject({
    status: z.literal('success'),
    item: z.looseObject({
      id: idSchema,
      name: z.nullish(z.string()),
      isLocked: z.boolean(),
      themeId: z.nullish(idSchema),
      taId: idSchema,
      previewImageCount: z.nullish(z.coerce.number().check(z.int(), z.gte(0), z.lte(12))),
      specialFields: z.array(specialFieldGroupSchema),
      title: z.nullish(z.string()),
    }),
  }),
  z.transform(({ item }) => ({
    ...item,
    name: item.name ?? '',
    title: item.title ?? '',
    previewImageCount: item.previewImageCount ?? 1,
  })),
);
export type GreetingPersonalize = z.infer<typeof greetingPersonalizeResponseSchema>;

// ---------------------------------------------------------------- POST /rest/fizz, PUT /rest/fizz/{id}

/** The create payload (part 1 §7). pt and key are pass-through query values; qrKey in a card-scan flow. */
export const createGreetingBodySchema = z.object({
  specialFields: z.array(specialFieldGroupInputSchema),
  themeAnimation: idSchema,
  pt: z.nullish(z.string()),
  qrKey: z.nullish(z.string()),
  key: z.nullish(z.string()),
});
export type CreateGreetingBody = z.input<typeof createGreetingBodySchema>;

/** The update payload: the editor sends specialFields only. */
export const updateGreetingBodySchema = z.partial(createGreetingBodySchema, { themeAnimation: true });
export type UpdateGreetingBody = z.input<typeof updateGreetingBodySchema>;

/** Both answer the greeting's id. */
export const greetingIdResponseSchema = z.looseObject({ status: z.literal('success'), id: idSchema });
export type GreetingIdResponse = z.infer<typeof greetingIdResponseSchema>;

// ---------------------------------------------------------------- GET /rest/fizz/list

/** Dates arrive as an ISO string or a server date object {date}. */
const dateSchema = z.pipe(
  z.nullish(z.union([z.string(), z.looseObject({ date: z.string() })])),
  z.transform((v) => (v == null ? null : typeof v === 'string' ? v : v.date)),
);

/** A greeting on the project list (Fizz, part 1 §3). Image as `img` or `image`. */
export const greetingListItemSchema = z.pipe(
  z.looseObject({
    id: idSchema,
    name: z.nullish(z.string()),
    img: z.nullish(z.string()),
    image: z.nullish(z.string()),
    video: z.nullish(z.string()),
    isLocked: z.boolean(),
    isPhysical: z.nullish(z.boolean()),
    isQRBoxSet: z.nullish(z.boolean()),
    hideDelete: z.nullish(z.boolean()),
    shareUrl: z.nullish(z.string()),
    downloadUrl: z.nullish(z.string()),
    fizzCreated: dateSchema,
    hasPaid: z.nullish(z.boolean()),
    price: z.nullish(priceSchema),
    isFree: z.nullish(z.boolean()),
    sku: z.nullish(z.string()),
    themeName: z.nullish(z.string()),
    uuid: z.nullish(z.string()),
    status: z.nullish(z.number()),
    /** Ours: whether its finished video failed and which clips it left out (videoReportSchema in src/api/common/schemas). */
    videoReport: videoReportField,
  }),
  z.transform(({ img, image, name, fizzCreated, ...rest }) => ({
    ...rest,
    created: fizzCreated,
    name: name ?? '',
    img: img ?? image ?? '',
  })),
);
export type GreetingListItem = z.infer<typeof greetingListItemSchema>;

/** A QR card not yet assigned to a project. */
export const noGreetingCardSchema = z.pipe(
  z.looseObject({
    qrKey: z.string(),
    image: z.nullish(z.string()),
    img: z.nullish(z.string()),
    createThemeAnimationId: idSchema,
  }),
  z.transform(({ image, img, ...rest }) => ({ ...rest, image: image ?? img ?? '' })),
);
export type NoGreetingCard = z.infer<typeof noGreetingCardSchema>;

export const greetingListResponseSchema = fromWire(
  z.looseObject({
    status: z.literal('success'),
    items: z.array(greetingListItemSchema),
    noFizzCards: z.pipe(
      z.nullish(z.array(noGreetingCardSchema)),
      z.transform((v) => v ?? []),
    ),
  }),
  { noFizzCards: 'noGreetingCards' },
);
export type GreetingList = z.infer<typeof greetingListResponseSchema>;

// ---------------------------------------------------------------- GET /rest/fizz/{id}?screen=inviteCode

export const inviteCodeResponseSchema = z.looseObject({
  status: z.literal('success'),
  item: z.pipe(
    z.looseObject({
      id: idSchema,
      name: z.nullish(z.string()),
      img: z.nullish(z.string()),
      isLocked: z.nullish(z.boolean()),
      /** The invitation text without the link (the editable message starts from it). */
      inviteSampleNoLink: z.nullish(z.string()),
      /** Absolute invite URL (/in/{code}). */
      inviteLink: z.string(),
      message: z.nullish(z.string()),
    }),
    z.transform((item) => ({
      ...item,
      name: item.name ?? '',
      isLocked: item.isLocked ?? false,
      inviteSampleNoLink: item.inviteSampleNoLink ?? '',
      message: item.message ?? '',
    })),
  ),
});
export type InviteCode = z.infer<typeof inviteCodeResponseSchema>['item'];

// ---------------------------------------------------------------- POST /rest/tracking/best/invite-intent?fizzId=

/** Which invite action the creator used. */
export const INVITE_INTENTS = ['copy', 'text', 'email', 'share'] as const;
export type InviteIntent = (typeof INVITE_INTENTS)[number];
export const inviteIntentBodySchema = z.object({ value: z.string().check(z.minLength(1), z.maxLength(100)) });
