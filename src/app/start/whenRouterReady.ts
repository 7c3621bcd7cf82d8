import type { createBrowserRouter } from 'react-router-dom';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/**
 * Resolves once the router has its first page (the route's lazy module is in and its loader has
 * started the page's queries), so the first render is the page itself, not a loading stand-in.
 */
export function whenRouterReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
