import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from './support';


/**
 * Like openFresh, but the first visit is to a page that makes no /rest calls: leaving the landing
 * page while its calls are in flight makes the fake server pass them through (logged as 404s).
 */
async function openClean(page: Page, path: string, scenarios: string[] = []) {
  await page.goto(`/terms?scenario=${encodeURIComponent(scenarios.join(','))}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  await page.evaluate(() => {
    localStorage.clear();
    document.cookie.split(';').forEach((c) => {
      document.cookie = `${c.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
  });
  await page.goto(path);
}


/**
 * Waits until a video really plays. (Closing a player while it is still starting rejects
 * react-player's unhandled play() promise, which would fail the test as a page error.)
 */
async function expectPlaying(video: Locator) {
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime > 0 && !v.paused), { timeout: 15_000 }).toBe(true);
}

test.describe('help: tutorials, FAQ, terms, privacy, style guide', () => {
  test('tutorials: a thumbnail opens the modal player, which closes', async ({ page }) => {
    await openClean(page, '/tutorials');
    await page.getByRole('button', { name: 'Play tutorial: Invite friends to contribute' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite friends to contribute' });
    await expect(dialog).toBeVisible();
    await expectPlaying(dialog.locator('video'));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute('href', /^tel:/);
  });

  test('the FAQ #micHelp anchor scrolls to the microphone help', async ({ page }) => {
    await openClean(page, '/faq#micHelp');
    const section = page.getByRole('region', { name: 'Camera and microphone help' });
    await expect(section).toBeInViewport();
    await page.goto('/faq');
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Photos and videos' }).click();
    await expect(page).toHaveURL(/\/faq#photos-and-videos$/);
    await expect(page.getByRole('region', { name: 'Photos and videos' })).toBeInViewport();
  });

  test('terms in the app: the in-app header, and Back', async ({ page }) => {
    await openClean(page, '/faq');
    await page.getByRole('main').getByRole('link', { name: 'Terms of Use' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await page.goto('/terms?inapp=1');
    await expect(page.locator('[data-variant="in-app"]')).toBeVisible();
    await expect(page.getByText('Effective date: December 26, 2021')).toBeVisible();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe finds nothing on the help pages at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const pages: [string, string][] = [
        ['/faq', 'Frequently Asked Questions'],
        ['/qr-setup/QR-BOX/faq', 'Frequently Asked Questions'],
        ['/tutorials', 'Tutorials'],
        ['/terms', 'Terms of Use'],
        ['/terms?inapp=1', 'Terms of Use'],
        ['/privacy-policy', 'Privacy Policy'],
        ['/template-base-markup', 'Style guide'],
      ];
      await openClean(page, '/');
      for (const [path, heading] of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
        await expectNoAxeViolations(page);
      }
      await page.goto('/tutorials');
      await page.getByRole('button', { name: 'Play tutorial: Start a Video Greeting' }).click();
      await expect(page.getByRole('dialog', { name: 'Start a Video Greeting' })).toBeVisible();
      await expectPlaying(page.getByRole('dialog').locator('video'));
      await expectNoAxeViolations(page);
    });
  }
});
