import { createRoot } from 'react-dom/client';
import { createApp } from '@/app/createApp';
import { onCaughtError } from '@/app/onCaughtError';
import { whenRouterReady } from '@/app/whenRouterReady';

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
 * The fake server first: the router's loaders send the page's first calls as it starts. Where
 * index.html shows the page's shell (src/app/start), the first render waits for the router's first
 * page and replaces the shell with the page itself; elsewhere it renders at once (the layout, and a
 * skeleton while the page's code loads). (Not a top-level await: with one, the bundler keeps every module the
 * pages share out of the entry chunk, as a page chunk importing from a still-awaiting entry would
 * never run: 30 more requests.)
 */
async function start(): Promise<void> {
  await startMocking();
  const { app, router } = createApp();
  const root = document.getElementById('root')!;
  if (root.firstChild) await whenRouterReady(router);
  createRoot(root, { onCaughtError }).render(app);
}

void start();
