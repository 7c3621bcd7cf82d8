import { cacheBust, request } from '@/api/client';
import {
  animationLandingResponseSchema,
  campaignResponseSchema,
  projectLandingResponseSchema,
  sampleVideosResponseSchema,
  themeDetailResponseSchema,
  themeV3ResponseSchema,
  tutorialsResponseSchema,
} from './schemas';

/**
 * The catalog's GETs (path and query), written once: the calls below encode their values; a route's
 * read (reads.ts) passes its pattern's `:params`, which makes the call the start sends.
 */
export const catalogUrls = {
  projectLanding: () => '/rest/project-landing',
  sampleVideos: () => '/rest/config/sample-videos',
  animationLanding: (slug: string) => `/rest/theme-animation/${slug}/landing`,
  themes: () => '/rest/theme-v3',
  themeDetail: (themeId: string) => `/rest/theme/${themeId}/theme-animation-v2`,
  tutorials: () => '/rest/tutorial',
  campaign: (offerKey: string) => `/rest/offer/detail/${offerKey}`,
};

type Id = string | number;
const seg = (v: Id) => encodeURIComponent(String(v));

/** GET /rest/project-landing?taId= : the landing page's shop grid (rows of theme + templates). */
export const getProjectLanding = (taId?: Id | null) =>
  request(
    { method: 'GET', url: catalogUrls.projectLanding(), params: taId == null ? {} : { taId } },
    projectLandingResponseSchema,
  );

/** GET /rest/config/sample-videos */
export const getSampleVideos = () => request({ method: 'GET', url: catalogUrls.sampleVideos() }, sampleVideosResponseSchema);

/** GET /rest/theme-animation/{slug}/landing : the theme-animation landing page. */
export const getAnimationLanding = (slug: Id) =>
  request({ method: 'GET', url: catalogUrls.animationLanding(seg(slug)) }, animationLandingResponseSchema);

/** GET /rest/theme-v3?cache= : the browse page rows, and the signed-in user's offer. */
export const getThemes = () =>
  request({ method: 'GET', url: catalogUrls.themes(), params: { cache: cacheBust() } }, themeV3ResponseSchema);

/** GET /rest/theme/{themeId}/theme-animation-v2?key=&cache= : the theme detail response. */
export const getThemeDetail = (themeId: Id, key?: string | null) =>
  request(
    {
      method: 'GET',
      url: catalogUrls.themeDetail(seg(themeId)),
      params: { ...(key ? { key } : {}), cache: cacheBust() },
    },
    themeDetailResponseSchema,
  );

/** GET /rest/tutorial */
export const getTutorials = () => request({ method: 'GET', url: catalogUrls.tutorials() }, tutorialsResponseSchema);

/** GET /rest/offer/detail/{offerKey} : campaign data. */
export const getCampaign = (offerKey: string) =>
  request({ method: 'GET', url: catalogUrls.campaign(seg(offerKey)) }, campaignResponseSchema);
