import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Locator, type Page, type Request } from '@playwright/test';
import type { DbState } from '../mocks/db/types';
import { demoSignInInPage } from './demoSignIn';

/** Fails the test on any console error or uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      // a /rest call still under way when the test navigates goes past the old page's fake server
      // to the static server, whose 404 says nothing about the app: one such line is let through per call
      let cut = 0;
      page.on('response', (r) => {
        if (r.status() === 404 && !r.fromServiceWorker() && new URL(r.url()).pathname.startsWith('/rest/')) cut++;
      });
      await use(errors);
      const checked = errors.filter((e) => !(cut > 0 && /status of 404/.test(e) && cut--));
      expect(checked, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * Chromium logs every 4xx/5xx answer as 'Failed to load resource: … status of N'. A test that
 * provokes a refusal on purpose allows those lines (only those statuses); anything else still fails.
 */
export function allowFailedResponses(consoleErrors: string[], statuses: number[] = [400, 403, 404, 500]) {
  const expected = new RegExp(`^Failed to load resource: the server responded with a status of (${statuses.join('|')})`);
  const rest = consoleErrors.filter((e) => !expected.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...rest);
}

export const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 900 },
} as const;

/** axe with the WCAG tags the project promises. */
export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}) {
  // only violations are read: axe then skips detailing every passing node (several times faster)
  // legacy mode: axe runs in the page itself, with no extra page per run (half the time); the app
  // has no iframes in mock mode (Stripe's only load with a real key)
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe violations').toEqual([]);
}

/** Resolves once the in-browser fake server answers /rest calls. */
export async function waitForFakeServer(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.fakeServer === 'ready');
}

/**
 * Changes the fake server's state through its public handle (window.fakeServer, docs/fake-server.md),
 * saved exactly as the server's own changes are. `change` runs in the page, like page.evaluate's
 * function: it sees only `db` and `arg` (JSON), never the test's variables.
 */
export async function changeFakeServer<A>(page: Page, change: (db: DbState, arg: A) => void, arg?: A): Promise<void> {
  await waitForFakeServer(page);
  await page.evaluate(`window.fakeServer.update((db) => { (${change.toString()})(db, ${JSON.stringify(arg)}); })`);
}

/** Reads the fake server's state through its public handle: `pick` runs in the page (as for changeFakeServer). */
export async function readFakeServer<R, A>(page: Page, pick: (db: DbState, arg: A) => R, arg?: A): Promise<R> {
  await waitForFakeServer(page);
  return page.evaluate<R>(`(${pick.toString()})(window.fakeServer.read(), ${JSON.stringify(arg)})`);
}

/** Signs in as the demo user through the real login call (sets the cookie the app reads). */
export async function signInAsDemo(page: Page) {
  await waitForFakeServer(page);
  await page.evaluate(demoSignInInPage);
}

/**
 * Before the first page of this tab loads: the fake server's scenarios (and, for the demo user, the
 * flag the app keeps beside the session cookie). Every test has its own browser context, so the
 * fake server's data (localStorage) is already fresh; this runs once per tab, so a test's later
 * scenario switches survive its reloads.
 */
async function prepareTab(page: Page, scenarios: string[], account: boolean) {
  await page.addInitScript(
    ([list, isAccount]) => {
      if (sessionStorage.getItem('e2e-prepared')) return;
      sessionStorage.setItem('e2e-prepared', '1');
      sessionStorage.setItem('vg-mock-scenarios', JSON.stringify(list));
      if (isAccount) localStorage.setItem('isAccount', 'true');
    },
    [scenarios, account] as const,
  );
}

/** Opens a page with the fake server's data fresh (and optional scenarios), in one navigation. */
export async function openFresh(page: Page, path: string, scenarios: string[] = []) {
  await prepareTab(page, scenarios, false);
  await page.goto(path);
}

/**
 * A fresh fake server and the demo user signed in: the seeded demo session's cookie (the one the
 * login call would set), then one page with the fake server ready, so tests can call /rest at once.
 */
export async function freshAsDemo(page: Page, scenarios: string[] = []) {
  await prepareTab(page, scenarios, true);
  const { origin } = new URL(page.url() === 'about:blank' ? (test.info().project.use.baseURL ?? '') : page.url());
  await page.context().addCookies([
    {
      name: 'sessionId',
      value: 'sess-demo',
      url: origin,
      sameSite: 'Lax',
      expires: Math.floor(Date.now() / 1000) + 30 * 86400,
    },
  ]);
  await page.goto('/terms');
  await waitForFakeServer(page);
}

/**
 * Waits until a video really plays. (Closing a player while it is still starting rejects
 * react-player's unhandled play() promise, which would fail the test as a page error.)
 */
export async function expectPlaying(video: Locator) {
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime > 0 && !v.paused), { timeout: 30_000 })
    .toBe(true);
}

/** Fills the mock card form (mock mode's stand-in for Stripe's card element). */
export async function fillCard(page: Page, number: string) {
  await page.getByLabel(/^Card number/).fill(number);
  await page.getByLabel(/^Expiration date/).fill('12 / 34');
  await page.getByLabel(/^Security code/).fill('123');
  await page.getByLabel(/^Postal code/).fill('12345');
}

export const payButton = (page: Page) => page.getByRole('button', { name: /^Pay \$/ });

const restCalls = new WeakMap<Page, Set<Request>>();

/** Follows the page's /rest calls in flight from now on (one cut off by a navigation fails). */
function trackRestCalls(page: Page): Set<Request> {
  const known = restCalls.get(page);
  if (known) return known;
  const calls = new Set<Request>();
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/rest/')) calls.add(r);
  });
  page.on('requestfinished', (r) => calls.delete(r));
  page.on('requestfailed', (r) => calls.delete(r));
  restCalls.set(page, calls);
  return calls;
}

/**
 * Starts summing the page's layout shifts (CLS, shifts after input left out) from its first paint,
 * and following its /rest calls (layoutShift waits for them).
 */
export async function watchLayoutShifts(page: Page) {
  trackRestCalls(page);
  await page.addInitScript(() => {
    type Entry = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const w = window as unknown as {
      layoutShifts: LayoutShiftRecord[];
      layoutShiftObserver?: PerformanceObserver;
      noteShifts: (e: PerformanceEntryList) => void;
    };
    // watched twice in one test (two pages): one observer, or every shift would count twice
    if (w.layoutShiftObserver) return;
    // what moved, described as it moved (the node may be gone by the time a test reads it)
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node ? `#${node.nodeName}` : '(removed)';
      const label = node.getAttribute('aria-label');
      const cls = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : '';
      const text = (node.textContent ?? '').trim().slice(0, 40);
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${cls}${label ? `[aria-label="${label}"]` : ''}${text ? ` "${text}"` : ''}`;
    };
    const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round);
    w.layoutShifts = [];
    w.noteShifts = (entries) => {
      for (const entry of entries as Entry[]) {
        if (entry.hadRecentInput) continue;
        w.layoutShifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: entry.sources.map((s) => ({ node: describe(s.node), from: rect(s.previousRect), to: rect(s.currentRect) })),
        });
      }
    };
    w.layoutShiftObserver = new PerformanceObserver((list) => w.noteShifts(list.getEntries()));
    w.layoutShiftObserver.observe({ type: 'layout-shift', buffered: true });
  });
}

/** A layout shift not caused by input: its value, when (ms after navigation), and what moved ([x, y, w, h]). */
export type LayoutShiftRecord = { value: number; at: number; sources: { node: string; from: number[]; to: number[] }[] };

/**
 * Waits until nothing still on its way can move the first screen: no /rest call in flight, the
 * fonts and the images in view loaded, and two frames painted since, after which no call has started.
 */
export async function waitForPageToSettle(page: Page) {
  const calls = trackRestCalls(page);
  const loadedAndPainted = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      const inView = [...document.images].filter((img) => {
        const box = img.getBoundingClientRect();
        return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
      });
      if (!inView.every((img) => img.complete)) return false;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return true;
    });
  await expect
    .poll(async () => calls.size === 0 && (await loadedAndPainted()) && calls.size === 0, { timeout: 20_000 })
    .toBe(true);
}

/** Every layout shift since `watchLayoutShifts`, once the page has settled (waitForPageToSettle). */
export async function layoutShifts(page: Page): Promise<LayoutShiftRecord[]> {
  await waitForPageToSettle(page);
  return page.evaluate(() => {
    const w = window as unknown as {
      layoutShifts: LayoutShiftRecord[];
      layoutShiftObserver: PerformanceObserver;
      noteShifts: (e: PerformanceEntryList) => void;
    };
    // shifts of the last frame may not have been handed to the observer yet
    w.noteShifts(w.layoutShiftObserver.takeRecords());
    return w.layoutShifts;
  });
}

/** The layout shift summed since `watchLayoutShifts`, once the page has settled (waitForPageToSettle). */
export async function layoutShift(page: Page): Promise<number> {
  return (await layoutShifts(page)).reduce((sum, shift) => sum + shift.value, 0);
}
