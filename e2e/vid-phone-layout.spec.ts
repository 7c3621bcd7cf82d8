import type { Locator, Page } from '@playwright/test';
import { expect, layoutShifts, openFresh, test, watchLayoutShifts } from './support';

// a recipient opening the link on a small phone (iPhone SE/8 size), cold: every test has a new
// browser context, so an empty HTTP cache and a fresh fake server
test.use({ viewport: { width: 375, height: 667 } });
test.describe.configure({ timeout: 90_000 });

/**
 * How far apart the darkest and brightest pixels of a screenshot's middle are (0: one flat colour).
 * The middle only: the page shows through the frame's rounded corners.
 */
async function spreadOf(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
    const [x, y, width, height] = [bitmap.width * 0.1, bitmap.height * 0.1, bitmap.width * 0.8, bitmap.height * 0.8].map(
      Math.round,
    );
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(bitmap, x, y, width, height, 0, 0, width, height);
    const { data } = ctx.getImageData(0, 0, width, height);
    let min = 765;
    let max = 0;
    for (let i = 0; i < data.length; i += 4) {
      const v = data[i] + data[i + 1] + data[i + 2];
      min = Math.min(min, v);
      max = Math.max(max, v);
    }
    return max - min;
  }, png.toString('base64'));
}

/** The poster is loaded and painted in the video's box (the play button, over it, hidden for the picture). */
async function expectPosterShown(page: Page, video: Locator) {
  const poster = await video.getAttribute('poster');
  expect(poster).toMatch(/greeting-1\.jpg$/);
  await expect
    .poll(() =>
      page.evaluate((src) => {
        const url = new URL(src, location.href).href;
        const loaded = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return loaded.some((e) => e.name === url && e.responseEnd > 0);
      }, poster!),
    )
    .toBe(true);
  // fetched, then painted: before its poster the video's box is plain black
  await expect
    .poll(async () => spreadOf(page, await video.screenshot({ style: '[aria-label="Play the video"] { visibility: hidden; }' })))
    .toBeGreaterThan(60);
}

test('vid-1003 on a phone, cold: the title and poster show, and nothing moves as the page loads (CLS 0)', async ({ page }) => {
  // from the start: shifts (with what moved), and the page's /rest calls, so the reading can wait for them
  await watchLayoutShifts(page);
  await openFresh(page, '/vid/vid-1003');

  await expect(page.getByRole('heading', { level: 1, name: 'Congratulations, Riley!' })).toBeVisible({ timeout: 30_000 });
  const video = page.getByRole('main').locator('video[aria-label^="Congratulations, Riley!"]');
  await expect(video).toBeVisible();
  await expectPosterShown(page, video);

  // what arrives after the greeting: the stats, the comments, the offer and the thank-you preview
  await expect(page.getByRole('button', { name: 'Like' })).toBeVisible();
  await expect(page.getByText(/^\d+ views?$/)).toBeVisible();
  await expect(page.getByRole('list', { name: /^\d+ comments?$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Special offer' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Say thank you' }).locator('video')).toHaveCount(1);
  // once settled (no /rest call in flight, fonts and the images in view loaded, two frames painted since)
  const shifts = await layoutShifts(page);
  const cls = shifts.reduce((sum, s) => sum + s.value, 0);
  expect(cls, `layout shifts (value, ms after navigation, what moved [x, y, w, h]):\n${JSON.stringify(shifts, null, 2)}`).toBe(0);
});
