import { expect, expectPlaying, openFresh, test, VIEWPORTS } from './support';

test.describe('help: tutorials, FAQ, terms, privacy, style guide', () => {
  test('tutorials: a thumbnail opens the modal player, which closes', async ({ page }) => {
    await openFresh(page, '/tutorials');
    await page.getByRole('button', { name: 'Play tutorial: Invite friends to contribute' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite friends to contribute' });
    await expect(dialog).toBeVisible();
    await expectPlaying(dialog.locator('video'));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute('href', /^tel:/);
  });

  test('the FAQ #micHelp anchor scrolls to the microphone help', async ({ page }) => {
    await openFresh(page, '/faq#micHelp');
    const section = page.getByRole('region', { name: 'Camera and microphone help' });
    await expect(section).toBeInViewport();
    await page.goto('/faq');
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Photos and videos' }).click();
    await expect(page).toHaveURL(/\/faq#photos-and-videos$/);
    await expect(page.getByRole('region', { name: 'Photos and videos' })).toBeInViewport();
  });

  test('terms in the app: the in-app header, and Back', async ({ page }) => {
    await openFresh(page, '/faq');
    await page.getByRole('main').getByRole('link', { name: 'Terms of Use' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await page.goto('/terms?inapp=1');
    await expect(page.locator('[data-variant="in-app"]')).toBeVisible();
    await expect(page.getByText('Effective date: December 26, 2021')).toBeVisible();
  });

  // axe on the help pages (plain and in-app) and the tutorial dialog: e2e/a11y.spec.ts

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`tutorial thumbnails keep their titles clear of the play mark at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openFresh(page, '/tutorials');
      const thumbnails = page.getByRole('button', { name: /^Play tutorial:/ });
      await expect(thumbnails).toHaveCount(4);
      for (const thumbnail of await thumbnails.all()) {
        await thumbnail.scrollIntoViewIfNeeded();
        const picture = (await thumbnail.locator('img').boundingBox())!;
        const mark = (await thumbnail.locator('span[aria-hidden="true"]').boundingBox())!;
        // the picture's own title is in its middle band; the mark sits in a corner below it
        expect(mark.y).toBeGreaterThanOrEqual(picture.y + picture.height * 0.7);
        expect(mark.y + mark.height).toBeLessThanOrEqual(picture.y + picture.height + 0.5);
      }
    });
  }
});
