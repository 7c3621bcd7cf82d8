import { setupWorker } from 'msw/browser';
import { loadDb } from './db/store';
import { handlers } from './handlers';
import { initBrowserScenarios } from './scenarios/browserScenarios';

/** The in-browser fake server: loads the persisted db, reads URL scenarios, starts the worker. */
export async function startWorker(): Promise<void> {
  await loadDb();
  initBrowserScenarios();
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass', // pages, scripts and media are the dev server's
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
