import { createRoot } from 'react-dom/client';
import { createApp } from '@/app/createApp';
import { onCaughtError } from '@/app/onCaughtError';

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

// the fake server first: the router's loaders send the page's first calls as it starts. (Not a
// top-level await: with one, the bundler keeps every module the pages share out of the entry
// chunk, as a page chunk importing from a still-awaiting entry would never run: 30 more requests.)
void startMocking().then(() => createRoot(document.getElementById('root')!, { onCaughtError }).render(createApp()));
