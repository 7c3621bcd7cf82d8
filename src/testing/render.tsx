import { render, type RenderResult } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { onCaughtError } from '@/app/onCaughtError';
import { Providers } from '@/app/Providers';
import { createRoutes } from '@/app/routes';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } } });
}

export type RenderRouteResult = RenderResult & { router: ReturnType<typeof createMemoryRouter>; queryClient: QueryClient };

/** Renders the real route table (its loaders start each page's queries) at `path` with a fresh QueryClient (the fake server is msw/node). */
export function renderRoute(path: string, options: { routes?: RouteObject[]; state?: unknown } = {}): RenderRouteResult {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(options.routes ?? createRoutes(queryClient), {
    initialEntries: [
      options.state === undefined
        ? path
        : { pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state: options.state },
    ],
  });
  const result = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
    { onCaughtError },
  );
  return { ...result, router, queryClient };
}

/** Renders any element inside the app's providers and a router at `path`. */
export function renderWithProviders(ui: ReactElement, path = '/'): RenderRouteResult {
  return renderRoute(path, { routes: [{ path: '*', element: ui }] });
}

export { DEMO_SESSION, signInAsDemo } from './sessions';
export {
  clipsOf,
  givenClip,
  givenComment,
  givenGreeting,
  givenNewGreeting,
  givenNoGreetings,
  GREETINGS,
  jpegFile,
  mp4File,
} from './builders';
