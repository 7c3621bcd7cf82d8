import { queryOptions } from '@tanstack/react-query';
import { getSessionId } from '@/shared/lib/session';
import { catalogKeys } from './keys';
import {
  getAnimationLanding,
  getCampaign,
  getProjectLanding,
  getSampleVideos,
  getThemeDetail,
  getThemes,
  getTutorials,
} from './requests';

type Id = string | number;

export const projectLandingQuery = (taId?: Id | null) =>
  queryOptions({ queryKey: catalogKeys.projectLanding(taId), queryFn: () => getProjectLanding(taId) });

export const sampleVideosQuery = () =>
  queryOptions({ queryKey: catalogKeys.sampleVideos(), queryFn: getSampleVideos, staleTime: 5 * 60_000 });

export const animationLandingQuery = (slug: Id) =>
  queryOptions({ queryKey: catalogKeys.animationLanding(slug), queryFn: () => getAnimationLanding(slug) });

export const themesQuery = () => queryOptions({ queryKey: catalogKeys.themes(getSessionId()), queryFn: getThemes });

export const themeDetailQuery = (themeId: Id, key?: string | null) =>
  queryOptions({ queryKey: catalogKeys.themeDetail(themeId, key, getSessionId()), queryFn: () => getThemeDetail(themeId, key) });

export const tutorialsQuery = () =>
  queryOptions({ queryKey: catalogKeys.tutorials(), queryFn: getTutorials, staleTime: 5 * 60_000 });

// the campaign answer may open a session, so it is read fresh each visit
export const campaignQuery = (offerKey: string) =>
  queryOptions({ queryKey: catalogKeys.campaign(offerKey), queryFn: () => getCampaign(offerKey), staleTime: 0 });
