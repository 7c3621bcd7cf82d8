// react-dom's shared part (portals, the dialogs) rides in this first chunk, which every page has,
// instead of a small chunk of its own between React's renderer and the pages
import 'react-dom';
import { createApp } from './app/start/createApp';
import { yieldToMain } from './shared/lib/yieldToMain';

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

/**
 * The start, in steps of a few milliseconds each on a slow phone, with the browser free in between
 * (Total Blocking Time). React's renderer is a chunk of its own, fetched beside this one and
 * evaluated in a task of its own; the router is made, then started (once the fake server is up,
 * since its loaders start the route's chunk and data at once), then React renders.
 */
async function start(): Promise<void> {
  const rendering = import('./app/start/renderApp');
  await startMocking().catch(() => undefined);
  await yieldToMain();
  const { router, element } = createApp();
  await yieldToMain();
  router.initialize();
  const { renderApp } = await rendering;
  await yieldToMain();
  await renderApp(document.getElementById('root')!, element);
}

void start();
