import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Outlet, redirect, useLocation, type RouteObject } from 'react-router-dom';
import { isRedirect, type PageRoute, type RedirectRoute, type RouteDef } from '@/shared/config/routeDef';
import { NotFound } from '@/shared/ui/NotFound';
import { PageBoundary, type ErrorHeading, type PageFailure } from '@/shared/ui/QueryBoundary';
import { BarLayout } from './layout/BarLayout';
import { PageFallback } from './layout/PageFallback';
import { SiteLayout } from './layout/SiteLayout';
import { RequireAuth } from './RequireAuth';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { NOT_FOUND_HEAD } from './routeHeads';
import { routeLoader } from './routeLoader';
import { ROUTE_MANIFEST } from './routeManifest';

/**
 * A page's module: the page, and optionally its skeleton (shown while its queries load), the
 * heading shown above a failed load, or what it shows itself in the page's place when a load fails.
 */
type PageModule = { default: ComponentType; Fallback?: ComponentType; errorHeading?: ErrorHeading; Failure?: PageFailure };

// Every page module of the manifest, each its own chunk; a page src/app composes from two
// features (routeManifest's COMPOSED_PAGES) is loaded through its composition only.
const pageModules = import.meta.glob<PageModule>([
  '/src/features/*/pages/*Page.tsx',
  '/src/app/routes/*Route.tsx',
  '!/src/features/editor/pages/EditPage.tsx',
  '!/src/features/recorder/pages/RecordPage.tsx',
]);

/** The page inside its data boundary, which starts afresh on another URL (another greeting). */
function boundedPage({ default: Page, Fallback = PageFallback, errorHeading, Failure }: PageModule): ComponentType {
  return function BoundedPage() {
    const { pathname } = useLocation();
    return (
      <PageBoundary key={pathname} fallback={<Fallback />} errorHeading={errorHeading} failure={Failure}>
        <Page />
      </PageBoundary>
    );
  };
}

/**
 * Every page is its own lazy chunk, with its own error boundary. Its loader (from the route's data
 * declaration) starts the page's queries as the route matches, in parallel with the chunk; the page
 * reads them with useSuspenseQuery inside its boundary (its skeleton, then the page or the failure).
 */
function pageRoute(route: PageRoute, client: QueryClient): RouteObject {
  const load = pageModules[`/${route.page}`];
  if (!load) throw new Error(`The route ${route.path} names a page that is not there: ${route.page}`);
  const { data } = route;
  return {
    path: route.path,
    handle: route.head,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageFallback />,
    lazy: {
      Component: async () => boundedPage(await load()),
      // the loader's reads come with the API's code, in parallel with the page's chunk
      ...(data && { loader: async () => routeLoader(await data(), client) }),
    },
  };
}

const redirectRoute = ({ path, redirectTo }: RedirectRoute): RouteObject => ({
  path,
  loader: ({ params }) => redirect(redirectTo(params)),
});

/** A route that only sends the visitor on (a loader and nothing to show): not a page, and no data. */
export const isRedirectRoute = (r: RouteObject): boolean => Boolean(r.loader) && !r.lazy && !r.element && !r.Component;

const signedInOnly = (children: RouteObject[]): RouteObject => ({
  element: (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  ),
  children,
});

/** The route table (src/app/routeManifest.ts) as react-router's routes; each loader starts its queries in `client`. */
export function createRoutes(client: QueryClient): RouteObject[] {
  const toRoute = (route: RouteDef) => (isRedirect(route) ? redirectRoute(route) : pageRoute(route, client));
  const inLayout = (layout: PageRoute['layout']) => {
    const here = ROUTE_MANIFEST.filter((r) => (isRedirect(r) ? undefined : r.layout) === layout);
    const guarded = (r: RouteDef) => !isRedirect(r) && Boolean(r.signedInOnly);
    return [...here.filter((r) => !guarded(r)).map(toRoute), signedInOnly(here.filter(guarded).map(toRoute))];
  };
  return [
    {
      element: <SiteLayout />,
      errorElement: <RouteErrorBoundary />,
      children: [...inLayout(undefined), { path: '*', element: <NotFound />, handle: NOT_FOUND_HEAD }],
    },
    // card-scan (QR) and trial flows: the logo-only bar
    { element: <BarLayout />, errorElement: <RouteErrorBoundary />, children: inLayout('bar') },
  ];
}
