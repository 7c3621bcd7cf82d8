import type { RouteAt } from '@/shared/config/routeDef';
import { loadersFile, PAGE_ROUTES } from '../routeManifest';

/**
 * A route visitors most often open cold, as the build inlines it in index.html with its chunks
 * (scripts/startPlugin.ts): its page's file and the GETs its loader sends first, so the page's code
 * and data start as the HTML arrives. All of it comes from the route's own declaration (its
 * feature's routes.ts): nothing here is written twice.
 */
export interface StartRoute {
  /** The route table's pattern. */
  path: string;
  /** The page's source file (its chunk is found in the build by it). */
  page: string;
  /** Its loader's source file (the feature's loaders module), preloaded with the page. */
  loaders?: string;
  /** GET URLs with the pattern's `:params`, as the route's loader sends them (the cache-buster left out). */
  calls: string[];
  /** Where the first call's answer names the page's largest image, preloaded as soon as it arrives. */
  image?: string;
  /** The page needs the visitor's session: no shell (it depends on who is there), no call without one. */
  session?: true;
}

/** The route's own pattern as its values (`:uuid` for uuid): its reads' URLs are then the calls the start fills in. */
const asPattern = (path: string): RouteAt => ({
  params: Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([placeholder, name]) => [name, placeholder])),
  search: new URLSearchParams(),
  pathname: path,
});

/** Every start route: its declaration's data is loaded (its feature's loaders.ts), so this waits. */
export async function startRoutes(): Promise<StartRoute[]> {
  const routes = PAGE_ROUTES.filter((route) => route.start);
  return Promise.all(
    routes.map(async ({ path, page, area, data: load, start }) => {
      const data = await load?.();
      const calls = (data?.reads(asPattern(path)) ?? []).filter((read) => !read.post).map((read) => read.url);
      const session = start?.session ?? (data?.needs ? true : undefined);
      return {
        path,
        page,
        ...(data && { loaders: loadersFile(area) }),
        calls,
        ...(start?.image && { image: start.image }),
        ...(session && { session }),
      };
    }),
  );
}
