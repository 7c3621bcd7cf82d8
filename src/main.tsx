import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { createQueryClient } from './api/queryClient';
import { App } from './app/App';
import { createRoutes } from './app/routes';

/** Starts the in-browser fake server when mocking is on. A failure never blocks the page. */
async function startMocking(): Promise<void> {
  // a literal check, so a build with mocking off drops the fake server entirely
  if (import.meta.env.VITE_API_MOCKING === 'off') return;
  try {
    const { startWorker } = await import('../mocks/browser');
    await startWorker();
  } catch (error) {
    console.warn('The fake server could not start; /rest calls will fail.', error);
  }
}

startMocking()
  .catch(() => undefined)
  .finally(() => {
    // Made before React renders (and after the fake server is up, since the route's loaders call
    // /rest at once): the route's chunk and data start now, and none of that work lands inside the
    // first render.
    const queryClient = createQueryClient();
    const router = createBrowserRouter(createRoutes(queryClient));
    // a transition lets React yield to the browser every few milliseconds during the first render,
    // instead of one long task on a slow phone (Total Blocking Time)
    startTransition(() => {
      createRoot(document.getElementById('root')!).render(
        <StrictMode>
          <App queryClient={queryClient} router={router} />
        </StrictMode>,
      );
    });
  });
