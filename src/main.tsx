import { startApp } from '@/app/start/startApp';

/** Starts the in-browser fake server when mocking is on. A failure never blocks the page. */
async function startMocking(): Promise<void> {
  // a literal check, so a build with mocking off drops the fake server entirely
  if (import.meta.env.VITE_API_MOCKING === 'off') return;
  try {
    const { startWorker } = await import('#mocks/browser');
    await startWorker();
  } catch (error) {
    console.warn('The fake server could not start; /rest calls will fail.', error);
  }
}

/**
 * The fake server first: the router's loaders send the page's first calls as it starts. Then the
 * app (src/app/start: it takes over what index.html's start began). (Not a top-level await: with
 * one, the bundler keeps every module the pages share out of the entry chunk, as a page chunk
 * importing from a still-awaiting entry would never run: 30 more requests.)
 */
async function start(): Promise<void> {
  await startMocking();
  await startApp(document.getElementById('root')!);
}

void start();
