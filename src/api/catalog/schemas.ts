import { z } from '@/api/zod';
import { idSchema, priceSchema } from '@/api/common/schemas';

// Spec part 1 §3 (Theme, Theme animation, Theme detail response, Offer, Sample video) and
// part 2 §3 (Campaign data, Tutorial); the calls are part 1 §7 and part 2 §7.

/** A theme animation (an intro template). The image arrives as `img` or `image`. */
export const themeAnimationSchema = z.pipe(
  z.looseObject({
    id: idSchema,
    name: z.string(),
    img: z.optional(z.string()),
    image: z.optional(z.string()),
    video: z.nullish(z.string()),
    overlay: z.nullish(z.string()),
    price: z.nullish(priceSchema),
    oldPrice: z.nullish(priceSchema),
    themeId: z.optional(idSchema),
  }),
  z.transform(({ img, image, ...rest }) => ({ ...rest, img: img ?? image ?? '' })),
);
export type ThemeAnimation = z.infer<typeof themeAnimationSchema>;

/** A theme (an occasion). The colour arrives as `color` or `bgColor`. */
export const themeSchema = z.pipe(
  z.looseObject({
    themeId: idSchema,
    name: z.string(),
    img: z.nullish(z.string()),
    color: z.nullish(z.string()),
    bgColor: z.nullish(z.string()),
    animations: z.optional(z.array(themeAnimationSchema)),
  }),
  z.transform(({ color, bgColor, ...rest }) => ({ ...rest, color: color ?? bgColor ?? null })),
);
export type Theme = z.infer<typeof themeSchema>;

/** A free-greeting offer; the ui fields are server markup (render through SafeHtml). */
export const offerSchema = z.looseObject({
  offerExpiresInDays: z.number(),
  ui: z.nullish(
    z.looseObject({
      claimMarkup: z.nullish(z.string()),
      signInText: z.nullish(z.string()),
      signUpText: z.nullish(z.string()),
      signUpScroll: z.nullish(z.string()),
    }),
  ),
});
export type Offer = z.infer<typeof offerSchema>;

export const sampleVideoSchema = z.looseObject({ img: z.string(), video: z.string(), label: z.string() });
export type SampleVideo = z.infer<typeof sampleVideoSchema>;

// ---------------------------------------------------------------- GET /rest/project-landing?taId=

/** A shop-grid row: a theme (`id`, or `themeId` when sent) with its templates. */
export const landingRowSchema = z.pipe(
  z.looseObject({ id: idSchema, themeId: z.optional(idSchema), name: z.string(), list: z.array(themeAnimationSchema) }),
  z.transform((row) => ({ ...row, themeId: row.themeId ?? row.id })),
);
export type LandingRow = z.infer<typeof landingRowSchema>;

export const projectLandingResponseSchema = z.object({
  status: z.literal('success'),
  rows: z.array(landingRowSchema),
});

// ---------------------------------------------------------------- GET /rest/config/sample-videos

export const sampleVideosResponseSchema = z.object({
  status: z.literal('success'),
  samples: z.array(sampleVideoSchema),
});

// ---------------------------------------------------------------- GET /rest/theme-animation/{slug}/landing

export const animationLandingResponseSchema = z.object({
  status: z.literal('success'),
  id: idSchema,
  img: z.string(),
  shopImg: z.nullish(z.string()),
  video: z.nullish(z.string()),
  body: z.string(),
  btnText: z.string(),
  headline: z.string(),
  samples: z.array(sampleVideoSchema),
  linkToTheme: z.nullish(z.string()),
});
export type AnimationLanding = z.infer<typeof animationLandingResponseSchema>;

// ---------------------------------------------------------------- GET /rest/theme-v3?cache=

/** The spec names three row types and leaves their shapes open; these are the shapes we serve. */
const themeImgRowSchema = z.looseObject({
  type: z.literal('theme-img'),
  title: z.nullish(z.string()),
  img: z.string(),
  alt: z.nullish(z.string()),
  themeId: z.nullish(idSchema),
});
const themeListRowSchema = z.looseObject({
  type: z.enum(['list-2', 'grid']),
  title: z.nullish(z.string()),
  items: z.array(themeSchema),
});
export const browseRowSchema = z.union([themeImgRowSchema, themeListRowSchema]);
export type BrowseRow = z.infer<typeof browseRowSchema>;

export const themeV3ResponseSchema = z.object({
  status: z.literal('success'),
  // a row of a type this app does not know is skipped rather than failing the whole screen
  rows: z.pipe(
    z.array(z.unknown()),
    z.transform((rows) =>
      rows.flatMap((row) => {
        const parsed = browseRowSchema.safeParse(row);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  ),
  offer: z.nullish(offerSchema),
});
export type ThemeV3 = z.infer<typeof themeV3ResponseSchema>;

// ---------------------------------------------------------------- GET /rest/theme/{themeId}/theme-animation-v2

export const themeDetailResponseSchema = z.object({
  status: z.literal('success'),
  name: z.string(),
  animations: z.array(themeAnimationSchema),
  themes: z.array(themeSchema),
  animationsHeader: z.nullish(z.string()),
  animationsFooter1: z.nullish(z.string()),
  animationsFooter2: z.nullish(z.string()),
  seoTitle: z.nullish(z.string()),
  seoDescription: z.nullish(z.string()),
  offer: z.nullish(offerSchema),
});
export type ThemeDetail = z.infer<typeof themeDetailResponseSchema>;

// ---------------------------------------------------------------- GET /rest/tutorial

export const tutorialSchema = z.looseObject({ video: z.string(), img: z.string(), title: z.nullish(z.string()) });
export type Tutorial = z.infer<typeof tutorialSchema>;

export const tutorialsResponseSchema = z.object({
  status: z.literal('success'),
  items: z.array(tutorialSchema),
});

// ---------------------------------------------------------------- GET /rest/offer/detail/{offerKey}

export const campaignKeys = ['free-july', 'free-adobe', 'free-hmkhq-event'] as const;
export type CampaignKey = (typeof campaignKeys)[number];

/** Campaign data (part 2 §3) with the offer's expiry and the session the server opened. */
export const campaignResponseSchema = z.object({
  status: z.literal('success'),
  isOver: z.boolean(),
  headline: z.string(),
  body: z.string(),
  btnText: z.string(),
  limitText: z.nullish(z.string()),
  expiredHeadline: z.string(),
  expiredBody: z.string(),
  bgColorVideo: z.nullish(z.string()),
  sideVideo: z.nullish(z.string()),
  howToVideo: z.nullish(z.string()),
  sessionId: z.nullish(z.string()),
  offerExpiresInDays: z.nullish(z.number()),
});
export type Campaign = z.infer<typeof campaignResponseSchema>;
