import { accountsRoutes } from '@/features/accounts/routes';
import { cardsRoutes } from '@/features/cards/routes';
import { checkoutRoutes } from '@/features/checkout/routes';
import { discoveryRoutes } from '@/features/discovery/routes';
import { editorRoutes } from '@/features/editor/routes';
import { helpRoutes } from '@/features/help/routes';
import { inviteRoutes } from '@/features/invite/routes';
import { personaliseRoutes } from '@/features/personalise/routes';
import { previewRoutes } from '@/features/preview/routes';
import { projectsRoutes } from '@/features/projects/routes';
import { recorderRoutes } from '@/features/recorder/routes';
import { thankYouRoutes } from '@/features/thank-you/routes';
import { viewerRoutes } from '@/features/viewer/routes';
import { isRedirect, pagesOf, type PageRoute, type RouteDef } from '@/shared/config/routeDef';

// The route table as data (spec part 2 §2 "Full route table"), composed from the features' own
// routes. No React: the app (routes.tsx), the build's start, the budgets and Lighthouse scripts
// and the accessibility sweep all read this one list.

/** Pages src/app composes from two features (src/app/routes/): each stands in for the feature's own page. */
export const COMPOSED_PAGES: Readonly<Record<string, string>> = {
  [pagesOf('editor')('EditPage')]: 'src/app/routes/EditRoute.tsx',
  [pagesOf('recorder')('RecordPage')]: 'src/app/routes/RecordRoute.tsx',
};

/** Each feature's routes, by its folder in src/features. */
const FEATURES: Record<string, RouteDef[]> = {
  discovery: discoveryRoutes,
  help: helpRoutes,
  accounts: accountsRoutes,
  personalise: personaliseRoutes,
  projects: projectsRoutes,
  editor: editorRoutes,
  recorder: recorderRoutes,
  preview: previewRoutes,
  checkout: checkoutRoutes,
  'thank-you': thankYouRoutes,
  invite: inviteRoutes,
  viewer: viewerRoutes,
  cards: cardsRoutes,
};

/** A route of the manifest: as its feature declares it, with the feature's folder name. */
export type ManifestRoute = RouteDef & { area: string };

export const ROUTE_MANIFEST: readonly ManifestRoute[] = Object.entries(FEATURES).flatMap(([area, routes]) =>
  routes.map((route) =>
    isRedirect(route) ? { ...route, area } : { ...route, area, page: COMPOSED_PAGES[route.page] ?? route.page },
  ),
);

/** Every route that shows a page (not a redirect), with the file of the page it loads. */
export const PAGE_ROUTES: readonly (PageRoute & { area: string })[] = ROUTE_MANIFEST.filter(
  (route): route is PageRoute & { area: string } => !isRedirect(route),
);

/** Where a feature's routes' data lives (what `data` loads): its loaders module. */
export const loadersFile = (area: string): string => `src/features/${area}/loaders.ts`;
