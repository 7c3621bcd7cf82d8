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

/** Opens a page with the fake server's data fresh (and optional scenarios). */
export async function openFresh(page: Page, path: string, scenarios: string[] = []) {
  await page.goto(`/?scenario=${encodeURIComponent(scenarios.join(','))}`);
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
