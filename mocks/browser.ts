import { setupWorker } from 'msw/browser';
import { getDb, loadDb, updateDb } from './db/store';
import type { DbState } from './db/types';
import { handlers } from './handlers';
import { guardUnloadFromLinks } from './linkUnload';
import { isProcessingStatus, setPipelineRenderer } from './pipeline';
import { createRenderPipeline } from './renderPipeline';
import { initBrowserScenarios } from './scenarios/browserScenarios';

/** The fake server's public handle in the browser (docs/fake-server.md): tests and developers use it, never its storage key. */
export interface FakeServerHandle {
  /** A copy of the state: a change made to it is not kept (use update). */
  read(): DbState;
  /** Changes the state and saves it exactly as a handler's change is saved; returns what `change` returns. */
  update<T>(change: (db: DbState) => T): T;
}

declare global {
  interface Window {
    fakeServer?: FakeServerHandle;
  }
}

/** The in-browser fake server: loads the persisted db, reads URL scenarios, starts the worker. */
export async function startWorker(): Promise<void> {
  // msw's start calls registration.update() without handling it; a navigation during start makes
  // that reject ('Failed to update a ServiceWorker…'). The worker keeps running: not an app error.
  window.addEventListener('unhandledrejection', (event) => {
    const message = event.reason instanceof Error ? event.reason.message : String(event.reason);
    if (/Failed to update a ServiceWorker/.test(message)) event.preventDefault();
  });
  await loadDb();
  initBrowserScenarios();
  // finished greetings' videos are made on this device; one cut off by a reload starts again
  const pipeline = createRenderPipeline();
  setPipelineRenderer(pipeline);
  for (const fizz of getDb().fizzes) if (fizz.finalizedAt !== null && isProcessingStatus(fizz.status)) pipeline.ensure(fizz.id);
  // before msw's own beforeunload listener: a Text message, Email or download link must not stop it
  guardUnloadFromLinks();
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass', // pages, scripts and media are the dev server's
    quiet: true,
    serviceWorker: { url: '/mockWorker.js' },
  });
  window.fakeServer = { read: () => structuredClone(getDb()), update: (change) => updateDb(change) };
  // tests and tools wait for this before calling /rest (or window.fakeServer)
  document.documentElement.dataset.fakeServer = 'ready';
  // the dev panel (its own root at the end of <body>); it never blocks the app
  import('./devPanel/mount')
    .then(({ mountDevPanel }) => mountDevPanel())
    .catch((error: unknown) => console.warn('[mock] the dev panel could not start', error));
}
