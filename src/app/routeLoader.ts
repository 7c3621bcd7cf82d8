import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import type { RouteData } from '@/shared/config/routeDef';
import { getSessionId, isSignedIn } from '@/shared/lib/session';

const present = { session: () => Boolean(getSessionId()), account: isSignedIn };

/**
 * A route's loader, from its data declaration (loaded with the API's code: react-router's lazy
 * `loader`): it starts the page's queries (the page's own queryOptions) and answers at once, never
 * waiting for the data. The page's useSuspenseQuery finds each call in flight, shows its skeleton
 * meanwhile, and a failure reaches its boundary.
 */
export function routeLoader(data: RouteData, client: QueryClient): LoaderFunction {
  return ({ params, request }) => {
    if (data.needs && !present[data.needs]()) return null;
    const { searchParams: search, pathname } = new URL(request.url);
    for (const read of data.reads({ params, search, pathname })) read.start(client);
    return null;
  };
}
