import {
  allowFailedResponses,
  expect,
  expectPlaying,
  layoutShift,
  openFresh,
  signInAsDemo,
  test,
  VIEWPORTS,
  watchLayoutShifts,
} from './support';
import type { Locator, Page } from '@playwright/test';

/** The play mark of a video thumbnail sits clear of the picture's middle, where its own title is. */
async function expectPlayMarkClearOfMiddle(thumbnail: Locator) {
  const picture = (await thumbnail.locator('img').boundingBox())!;
  const mark = (await thumbnail.locator('span[aria-hidden="true"]').boundingBox())!;
  const middle = { top: picture.y + picture.height * 0.3, bottom: picture.y + picture.height * 0.7 };
  const overlapsMiddle = mark.y < middle.bottom && mark.y + mark.height > middle.top;
  expect(overlapsMiddle, 'play mark over the middle of the picture').toBe(false);
  // inside the picture, not over the caption under it
  expect(mark.y + mark.height).toBeLessThanOrEqual(picture.y + picture.height + 0.5);
}

/**
 * Sums the layout shifts (CLS) while `path` loads under the 'slow' scenario: `loaded` shows, then
 * its calls and the pictures in view arrive (layoutShift waits for them).
 */
async function layoutShiftWhileLoading(page: Page, path: string, loaded: Locator) {
  await watchLayoutShifts(page);
  await openFresh(page, path, ['slow']);
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
  await expect(loaded).toBeVisible();
  return layoutShift(page);
}

test.describe('discovery: landing, themes, campaigns', () => {
  test('landing → See all → theme → preview → Personalize reaches /create/{id}', async ({ page }) => {
    await openFresh(page, '/');
    await expect(page.getByRole('link', { name: 'See all Birthday designs' })).toBeVisible();
    await signInAsDemo(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await page.getByRole('link', { name: 'See all Birthday designs' }).click();
    await expect(page).toHaveURL(/\/theme\/1\?back=landing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Birthday' })).toBeVisible();
    await expect(page).toHaveTitle('Birthday Video Greetings');
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');

    await page.getByRole('button', { name: 'Preview Birthday Cake' }).click();
    const dialog = page.getByRole('dialog', { name: 'Birthday Cake' });
    await expect(dialog).toBeVisible();
    await expectPlaying(dialog.locator('video'));
    await dialog.getByRole('link', { name: 'Personalize' }).click();
    await expect(page).toHaveURL(/\/create\/102$/);
  });

  test('a logged-out visitor who personalises is asked to register first', async ({ page }) => {
    await openFresh(page, '/');
    await page.getByRole('button', { name: 'Preview Birthday Balloons' }).click();
    const dialog = page.getByRole('dialog', { name: 'Birthday Balloons' });
    await expectPlaying(dialog.locator('video'));
    await dialog.getByRole('link', { name: 'Personalize this video' }).click();
    await expect(page).toHaveURL(/\/register\/%2Fcreate%2F101$/);
  });

  test('get started, browse and a theme page', async ({ page }) => {
    await openFresh(page, '/');
    await page.getByRole('link', { name: 'Get started' }).click();
    await expect(page).toHaveURL(/\/browse$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose an occasion' })).toBeVisible();
    await page.getByRole('region', { name: 'All occasions' }).getByRole('link', { name: 'Wedding' }).click();
    await expect(page).toHaveURL(/\/theme\/3$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wedding' })).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/browse$/);
  });

  test('the 3-step carousel: 3 side by side when wide, 1 at a time below 768 px', async ({ page }) => {
    const steps = page.getByRole('region', { name: 'How it works' });
    const visibleSteps = steps.locator('.slick-slide.slick-active h3');

    await page.setViewportSize(VIEWPORTS.desktop);
    await openFresh(page, '/');
    await expect(steps.locator('.slick-initialized')).toBeVisible();
    await expect(visibleSteps).toHaveCount(3);
    await expect(steps.getByRole('button', { name: 'Next step' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'See all Birthday designs' })).toBeVisible();

    await page.setViewportSize({ width: 700, height: 900 });
    await page.reload();
    await expect(steps.locator('.slick-initialized')).toBeVisible();
    await expect(visibleSteps).toHaveCount(1);
    await expect(visibleSteps).toContainText('Pick a design');
    await steps.getByRole('button', { name: 'Next step' }).click();
    await expect(visibleSteps).toContainText('Add photos and videos');
    await expect(page.getByRole('link', { name: 'See all Birthday designs' })).toBeVisible();

    await page.setViewportSize(VIEWPORTS.phone);
    await page.reload();
    await expect(steps.locator('.slick-initialized')).toBeVisible();
    await expect(visibleSteps).toHaveCount(1);
    await expect(steps.getByRole('button', { name: 'Next step' })).toHaveCount(0);
    await steps.getByRole('button', { name: 'Show step 3' }).click();
    await expect(visibleSteps).toContainText('Send the surprise');
  });

  test('the theme-animation landing, by /video-greeting/{slug} and by /{slug}', async ({ page }) => {
    await openFresh(page, '/video-greeting/wedding-bells');
    const headline = page.getByRole('heading', { level: 1, name: 'Wedding Bells: a video greeting from everyone' });
    await expect(headline).toBeVisible();
    await expect(page.getByRole('link', { name: 'See all Wedding designs' })).toBeVisible();
    await page.goto('/wedding-bells');
    await expect(headline).toBeVisible();
    await page.getByRole('button', { name: /^Play video:/ }).click();
    await expectPlaying(page.getByRole('group', { name: 'Wedding Bells: a video greeting from everyone' }).locator('video'));
    await expect(page.getByRole('link', { name: 'Personalize this video' })).toHaveAttribute('href', '/create/301');
  });

  test('a running campaign', async ({ page }) => {
    await openFresh(page, '/free-july');
    await expect(page.getByRole('heading', { level: 1, name: 'A free Video Greeting this July' })).toBeVisible();
    await expect(page.getByText('Limit one per account. Offer ends July 31.')).toBeVisible();
    await expect(page.locator('video[aria-hidden="true"]').first()).toHaveAttribute('src', /campaign-bg\.mp4$/);
    await page.getByRole('button', { name: 'Play video: How to make a Video Greeting' }).click();
    await expectPlaying(page.getByRole('region', { name: 'How it works' }).locator('video'));
    await page.getByRole('link', { name: 'Get started' }).click();
    await expect(page).toHaveURL(/\/browse$/);
  });

  test('an expired campaign', async ({ page }) => {
    await openFresh(page, '/free-hmkhq-event');
    await expect(page.getByRole('heading', { level: 1, name: 'The event offer is over' })).toBeVisible();
    await expect(
      page.getByText('This event offer has ended, but you can still make a Video Greeting for any occasion.'),
    ).toBeVisible();
    await expect(page.getByText('Limit one per guest.')).toHaveCount(0);
    // no running hero: no background, side or how-to video
    await expect(page.locator('video')).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Create a Video Greeting' }).click();
    await expect(page).toHaveURL(/\/browse$/);
  });

  test('an unknown theme or slug: a clear message and a way back', async ({ page, consoleErrors }) => {
    await openFresh(page, '/theme/999?back=landing');
    await expect(page.getByRole('heading', { level: 1, name: 'Occasion not found' })).toBeVisible();
    await expect(page.getByText("We couldn't find that occasion.")).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'See all Birthday designs' })).toBeVisible();
    await page.goto('/no-such-greeting');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
    // the server's 404 answers are expected here; Chromium logs each one as a console error
    allowFailedResponses(consoleErrors, [404]);
  });

  // axe on these pages and the preview dialog: e2e/a11y.spec.ts (every route, both widths)

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`/browse and /theme do not jump when the content replaces the loading state at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const browse = await layoutShiftWhileLoading(page, '/browse', page.getByRole('region', { name: 'All occasions' }));
      expect(browse).toBeLessThan(0.02);
      const theme = await layoutShiftWhileLoading(page, '/theme/1', page.getByRole('list', { name: 'Birthday designs' }));
      expect(theme).toBeLessThan(0.02);
    });

    test(`sample video thumbnails keep their titles clear of the play mark at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openFresh(page, '/');
      const samples = page.getByRole('button', { name: /^Play sample:/ });
      await expect(samples).toHaveCount(3);
      for (const sample of await samples.all()) {
        await sample.scrollIntoViewIfNeeded();
        await expectPlayMarkClearOfMiddle(sample);
      }
    });
  }

  test('/browse on a wide screen: a featured banner led by its picture, and popular tiles no taller than the grid needs', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await openFresh(page, '/browse');
    const featured = page.getByRole('link', { name: /^Featured: Birthday/ });
    await expect(featured).toBeVisible();
    const banner = (await featured.boundingBox())!;
    const picture = (await featured.locator('img').boundingBox())!;
    expect(picture.width).toBeGreaterThanOrEqual(banner.width * 0.5);
    expect(picture.height).toBeGreaterThanOrEqual(banner.height - 2);

    const popular = page.getByRole('region', { name: 'Popular right now' }).locator('img').first();
    const gridTile = page.getByRole('region', { name: 'All occasions' }).locator('img').first();
    const popularHeight = (await popular.boundingBox())!.height;
    const gridHeight = (await gridTile.boundingBox())!.height;
    expect(popularHeight).toBeLessThanOrEqual(gridHeight * 1.25);
  });

  test("a /browse load failure: the message and 'Try again', which loads the occasions once the server answers", async ({
    page,
    consoleErrors,
  }) => {
    await openFresh(page, '/browse', ['server-error:theme-v3']);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Something went wrong on our side. Please try again.');
    // the fault goes away (the dev panel removes it), then the visitor tries again
    await page.getByRole('button', { name: /^Fake server/ }).click();
    await page.getByRole('button', { name: 'Remove server-error:theme-v3' }).click();
    await page.getByRole('button', { name: 'Close the fake server panel' }).click();
    await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'All occasions' }).getByRole('link', { name: 'Wedding' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    allowFailedResponses(consoleErrors, [500]);
  });
});
