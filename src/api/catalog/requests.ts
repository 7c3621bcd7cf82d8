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

type Id = string | number;
const seg = (v: Id) => encodeURIComponent(String(v));

/** GET /rest/project-landing?taId= : the landing page's shop grid (rows of theme + templates). */
export const getProjectLanding = (taId?: Id | null) =>
  request({ method: 'GET', url: '/rest/project-landing', params: taId == null ? {} : { taId } }, projectLandingResponseSchema);

/** GET /rest/config/sample-videos */
export const getSampleVideos = () => request({ method: 'GET', url: '/rest/config/sample-videos' }, sampleVideosResponseSchema);

/** GET /rest/theme-animation/{slug}/landing : the theme-animation landing page. */
export const getAnimationLanding = (slug: Id) =>
  request({ method: 'GET', url: `/rest/theme-animation/${seg(slug)}/landing` }, animationLandingResponseSchema);

/** GET /rest/theme-v3?cache= : the browse page rows, and the signed-in user's offer. */
export const getThemes = () =>
  request({ method: 'GET', url: '/rest/theme-v3', params: { cache: cacheBust() } }, themeV3ResponseSchema);

/** GET /rest/theme/{themeId}/theme-animation-v2?key=&cache= : the theme detail response. */
export const getThemeDetail = (themeId: Id, key?: string | null) =>
  request(
    {
      method: 'GET',
      url: `/rest/theme/${seg(themeId)}/theme-animation-v2`,
      params: { ...(key ? { key } : {}), cache: cacheBust() },
    },
    themeDetailResponseSchema,
  );

/** GET /rest/tutorial */
export const getTutorials = () => request({ method: 'GET', url: '/rest/tutorial' }, tutorialsResponseSchema);

/** GET /rest/offer/detail/{offerKey} : campaign data. */
export const getCampaign = (offerKey: string) =>
  request({ method: 'GET', url: `/rest/offer/detail/${seg(offerKey)}` }, campaignResponseSchema);
