import { StrictMode } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from 'react-router-dom';
import { createQueryClient } from '@/api/queryClient';
import { App } from '@/app/App';
import { createRoutes } from '@/app/routes';

/**
 * The app, ready to render, and its router, not yet started: react-router's createBrowserRouter in
 * two steps (without its server hydration data, which a client-rendered app never has), so making
 * the router (ranking every route) and starting it (matching the URL, calling its loaders) are two
 * short tasks on a slow phone rather than one long one. Start it once the fake server is up: its
 * loaders start the route's chunk and data at once (each in a task of its own, see routes.tsx).
 */
export function createApp() {
  const queryClient = createQueryClient();
  const router = createRouter({
    history: createBrowserHistory({ window }),
    routes: createRoutes(queryClient),
    mapRouteProperties,
    hydrationRouteProperties,
    window,
  });
  const element = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  return { router, element };
}
