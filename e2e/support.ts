import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/** Fails the test on any console error or uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
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
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe violations').toEqual([]);
}

/** Resolves once the in-browser fake server answers /rest calls. */
export async function waitForFakeServer(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.fakeServer === 'ready');
}

/** Opens a page with the fake server's data fresh (and optional scenarios). */
export async function openFresh(page: Page, path: string, scenarios: string[] = []) {
  // a page that makes no /rest calls: leaving one mid-call would let the call reach the real origin
  await page.goto(`/terms?scenario=${encodeURIComponent(scenarios.join(','))}`);
  await waitForFakeServer(page);
  await page.evaluate(() => {
    localStorage.clear();
    document.cookie.split(';').forEach((c) => {
      document.cookie = `${c.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
  });
  await page.goto(path);
}

/** Signs in as the demo user through the real login call (sets the cookie the app reads). */
export async function signInAsDemo(page: Page) {
  await waitForFakeServer(page);
  await page.evaluate(async () => {
    const res = await fetch('/rest/user/login?type=site', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ version: '999', user: { deviceType: 1, email: 'demo@example.com', password: 'demo1234', deviceId: 'e2e' } }),
    });
    const body = await res.json();
    const id = body.sessionId ?? body.webSessionId;
    document.cookie = `sessionId=${id}; path=/; max-age=${30 * 86400}; samesite=lax`;
    localStorage.setItem('isAccount', 'true');
  });
}
