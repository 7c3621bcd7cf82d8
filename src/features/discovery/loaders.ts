import { catalogReads } from '@/api/catalog/reads';
import type { RouteData } from '@/shared/config/routeDef';
import { campaignKeyFromPath } from './rules/campaignKey';

// What each discovery route's loader reads (its routes.ts names them).

export const landing: RouteData = { reads: () => [catalogReads.sampleVideos(), catalogReads.projectLanding()] };

export const browse: RouteData = { reads: () => [catalogReads.themes()] };

export const theme: RouteData = {
  reads: ({ params, search }) => [catalogReads.themeDetail(params.themeId ?? '', search.get('key'))],
};

export const animationLanding: RouteData = {
  reads: ({ params }) => (params.slug ? [catalogReads.animationLanding(params.slug)] : []),
};

// each campaign page loads its offer by its own path
export const campaign: RouteData = {
  reads: ({ pathname }) => {
    const key = campaignKeyFromPath(pathname);
    return key ? [catalogReads.campaign(key)] : [];
  },
};
