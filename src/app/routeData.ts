import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { yieldToMain } from '@/shared/lib/yieldToMain';

/**
 * A page's first data, started by its route (issue 19): the query begins while the page's chunk
 * loads, never after it. Each reaches its queries through a dynamic import, so the shell carries
 * no API code; the page's own useQuery then finds the call in flight (same key), not a second one.
 */
export type RouteData = (client: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>;

export const routeData = {
  landing: async (client) => {
    const { sampleVideosQuery, projectLandingQuery } = await import('@/api/catalog/queries');
    return Promise.all([client.prefetchQuery(sampleVideosQuery()), client.prefetchQuery(projectLandingQuery())]);
  },
  browse: async (client) => {
    const { themesQuery } = await import('@/api/catalog/queries');
    return client.prefetchQuery(themesQuery());
  },
  theme: async (client, { params, request }) => {
    const { themeDetailQuery } = await import('@/api/catalog/queries');
    return client.prefetchQuery(themeDetailQuery(params.themeId ?? '', new URL(request.url).searchParams.get('key')));
  },
  viewer: async (client, { params }) => {
    const { viewerGreetingQuery: viewerGreetingQuery } = await import('@/api/viewer/queries');
    return client.prefetchQuery(viewerGreetingQuery(params.uuid ?? ''));
  },
  invitee: async (client, { params }) => {
    const { inviteGreetingQuery: inviteGreetingQuery } = await import('@/api/invitee/queries');
    return client.prefetchQuery(inviteGreetingQuery(params.code ?? ''));
  },
} satisfies Record<string, RouteData>;

/**
 * The route's loader: starts the data and returns at once, so the page renders when its chunk
 * arrives and shows its own loading state (a navigation never waits for the data).
 */
export function startRouteData(client: QueryClient, data: RouteData) {
  return (args: LoaderFunctionArgs) => {
    // in a task of its own, not inside the router's (a slow phone's Total Blocking Time)
    yieldToMain()
      .then(() => data(client, args))
      .catch(() => {}); // a chunk that failed to load: the page's own query tries again
    return null;
  };
}
