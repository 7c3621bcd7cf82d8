import type { QueryClient } from '@tanstack/react-query';

// A route as its feature declares it (src/features/<area>/routes.ts). Plain data and small
// functions, no React: the app (src/app/routes.tsx), the build's start, the Node scripts and the
// Playwright sweep all read the one table, src/app/routeManifest.ts.

/**
 * What a route puts in the document's head: its title (WCAG 2.4.2: every page says what it is, in
 * the tab, the history and a screen reader's first words) and whether it is someone's own page (a
 * greeting, an invitation, an account's page), which search engines must not index.
 */
export type RouteHead = {
  title: string;
  personal?: true;
};

export const personal = (title: string): RouteHead => ({ title, personal: true });

/** One read a route's loader starts: the call it sends and how to start the page's own query for it. */
export interface Read {
  /**
   * The call's path and fixed query as sent (`/rest/vid/vid-1003/fizz`). Made with a pattern's
   * `:params` for values, it is the call index.html's start sends for the route.
   */
  url: string;
  /** A read the server wants as a POST: never sent early. */
  post?: true;
  /** Starts the page's query in `client` (it does not wait for the answer). */
  start: (client: QueryClient) => void;
}

/** Where a route is: its pattern's values, the query string and the path. */
export interface RouteAt {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  pathname: string;
}

/** What a route's loader reads, so the page's queries load beside its code. */
export interface RouteData {
  /**
   * Whom the page is for: without a session (or a signed-in account) it starts nothing, as the
   * page sends the visitor to sign in and a call would only be refused (a 403).
   */
  needs?: 'session' | 'account';
  reads: (at: RouteAt) => Read[];
}

/** What index.html's start needs for a route visitors open cold (docs/decisions/0002). */
export interface RouteStart {
  /** Where the first read's answer names the page's largest image (a dotted path: `item.img`). */
  image?: string;
  /** The page depends on the visitor's session: no shell, and no call without one. */
  session?: true;
}

export interface PageRoute {
  path: string;
  /** The page's module, its own lazy chunk: a file from the project's root (`pagesOf` makes it). */
  page: string;
  head: RouteHead;
  /** The logo-only bar of the card-scan and trial flows (the site's navigation bar otherwise). */
  layout?: 'bar';
  /** Signed-in visitors only: anyone else is sent to sign in (src/app/RequireAuth.tsx). */
  signedInOnly?: true;
  /**
   * What its loader reads: the feature's `loaders.ts`, loaded with the API's code as the route
   * matches (react-router's lazy `loader`, beside the page's chunk), never in the app's first chunk.
   */
  data?: () => Promise<RouteData>;
  /** The page reads its data itself (it has no loader); the route says why in a comment. */
  readsItself?: true;
  start?: RouteStart;
}

/** A path that only sends the visitor on: no page, no data. */
export interface RedirectRoute {
  path: string;
  redirectTo: (params: RouteAt['params']) => string;
}

export type RouteDef = PageRoute | RedirectRoute;

export const isRedirect = (route: RouteDef): route is RedirectRoute => 'redirectTo' in route;

/** A feature's route data by name, from its `loaders.ts`: `dataIn(() => import('./loaders'))('landing')`. */
export const dataIn =
  <M extends Record<string, RouteData>>(load: () => Promise<M>) =>
  (name: keyof M & string) =>
  async (): Promise<RouteData> =>
    (await load())[name];

/** A feature's page files by name: `pagesOf('discovery')('LandingPage')` is its LandingPage module. */
export const pagesOf =
  (area: string) =>
  (name: string): string =>
    `src/features/${area}/pages/${name}.tsx`;

/**
 * A page's card-scan form (spec part 1 §2): the same page under /qr-setup/{qrKey}, in the logo-only
 * bar, and the card's own (personal). The start serves only the page's own path.
 */
export function inCardFlow({ start: _start, ...route }: PageRoute): PageRoute {
  return { ...route, path: `/qr-setup/:qrKey${route.path}`, head: personal(route.head.title), layout: 'bar' };
}
