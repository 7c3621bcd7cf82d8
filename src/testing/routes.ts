import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router-dom';

/** Every route of a table, flattened. */
export const flattenRoutes = (list: RouteObject[]): RouteObject[] => list.flatMap((r) => [r, ...flattenRoutes(r.children ?? [])]);

/** The loader of the route at `path`, resolved from its lazy object as react-router does (undefined: none). */
export async function loaderAt(
  routes: RouteObject[],
  path: string,
): Promise<((args: LoaderFunctionArgs) => Promise<unknown>) | undefined> {
  const route = flattenRoutes(routes).find((r) => r.path === path);
  if (!route) throw new Error(`${path} is not in the route table`);
  const lazy = typeof route.lazy === 'object' ? await route.lazy.loader?.() : undefined;
  const loader = (lazy ?? route.loader) as LoaderFunction | undefined;
  return loader && (async (args) => loader(args));
}

/** A loader's arguments for `url` (a path and query) with its pattern's values. */
export const loaderArgs = (url: string, params: Record<string, string>) =>
  ({ request: new Request(`http://localhost${url}`), params }) as unknown as LoaderFunctionArgs;
