import { read } from '@/api/read';
import {
  animationLandingQuery,
  campaignQuery,
  projectLandingQuery,
  sampleVideosQuery,
  themeDetailQuery,
  themesQuery,
  tutorialsQuery,
} from './queries';
import { catalogUrls } from './requests';

/** What routes' loaders read from the catalog: each call with the page's own queryOptions. */
export const catalogReads = {
  projectLanding: () => read(catalogUrls.projectLanding(), projectLandingQuery()),
  sampleVideos: () => read(catalogUrls.sampleVideos(), sampleVideosQuery()),
  animationLanding: (slug: string) => read(catalogUrls.animationLanding(slug), animationLandingQuery(slug)),
  themes: () => read(catalogUrls.themes(), themesQuery()),
  themeDetail: (themeId: string, key: string | null) => read(catalogUrls.themeDetail(themeId), themeDetailQuery(themeId, key)),
  tutorials: () => read(catalogUrls.tutorials(), tutorialsQuery()),
  campaign: (offerKey: string) => read(catalogUrls.campaign(offerKey), campaignQuery(offerKey)),
};
