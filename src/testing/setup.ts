import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetDb } from '#mocks/db/store';
import { server } from '#mocks/node';
import { setScenarios } from '#mocks/scenarios/scenarios';
import { resetFirstPage } from '@/shared/lib/firstPage';
import { installBrowserShims, setViewportWidth } from './browserShims';
import { checkConsoleGuard, startConsoleGuard } from './consoleGuard';

installBrowserShims();

// findBy/waitFor wait up to 10 s (default 1 s), set once here for every file: CI runs every file
// at once on two loaded cores, and a page with lazy chunks can take seconds on its first load
configure({ asyncUtilTimeout: 10_000 });

// an unhandled request fails the test
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => {
  // a file's request watchers go with it: in a shared worker they would read the next file's calls
  server.events.removeAllListeners();
  server.close();
});

beforeEach(() => {
  resetDb();
  setScenarios([]);
  resetFirstPage();
  setViewportWidth(1280);
  startConsoleGuard();
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
  checkConsoleGuard();
});
