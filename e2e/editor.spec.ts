import path from 'node:path';
import type { Page } from '@playwright/test';
import { allowFailedResponses, expect, expectNoAxeViolations, freshAsDemo, test, VIEWPORTS } from './support';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const PHOTO = path.join(FIXTURES, 'photo.jpg');
const CLIP = path.join(FIXTURES, 'clip.mp4');

/** The demo user on the edit page of the greeting in progress (fizz 1001, step 3, five clips). */
async function openEditor(page: Page, scenarios: string[] = []) {
  await freshAsDemo(page, scenarios);
  await page.goto('/edit/1001');
  await expect(page.getByRole('heading', { level: 1, name: "Alex's Birthday" })).toBeVisible();
}

/** dnd-kit's live region: what a screen reader hears during a keyboard drag. */
const dragAnnouncement = (page: Page) => page.locator('[id^="DndLiveRegion"]');

const clipIds = (page: Page) => page.locator('[data-clip-id]').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-clip-id'))));
const rearranged = (page: Page) => page.waitForResponse((r) => r.url().includes('/rest/video/rearrange') && r.request().method() === 'PUT');

test.describe('the edit flow', () => {
  test('uploads a real photo and a real video: progress shows, then the clips appear', async ({ page }) => {
    await openEditor(page, ['slow']); // every call waits 1.5 s, so the progress can be seen
    const uploads = page.getByRole('list', { name: 'Uploads' });
    await page.locator('input[type=file]').setInputFiles([PHOTO, CLIP]);

    await expect(uploads.getByText('photo.jpg')).toBeVisible();
    await expect(uploads.getByText('clip.mp4')).toBeVisible();
    await expect(uploads.getByText('Uploading...').first()).toBeVisible();
    // one at a time: the photo is on its way, the video waits at 0 %
    const photoBar = uploads.getByRole('progressbar', { name: 'photo.jpg upload progress' });
    await expect(photoBar).toBeVisible();
    await expect(uploads.getByRole('progressbar', { name: 'clip.mp4 upload progress' })).toHaveAttribute('value', '0');
    // Chromium reports no upload byte counts for requests a service worker answers (the in-browser
    // fake server), so the bar is indeterminate there; with byte counts it reads 90 % of them
    const value = await photoBar.getAttribute('value');
    expect(value === null || Number(value) <= 90).toBe(true);
    await expect(page.getByText('Upload successful!').first()).toBeVisible({ timeout: 15_000 });

    await expect(page.locator('[data-clip-id]')).toHaveCount(7, { timeout: 15_000 });
    await expect(uploads).toHaveCount(0);
    const rows = page.locator('[data-clip-id]');
    await expect(rows.nth(5)).toContainText('Photo 6');
    await expect(rows.nth(6)).toContainText('Video 7');
    // both thumbnails really load (the photo is served back from the fake server's storage)
    for (const i of [5, 6]) {
      await expect
        .poll(() => rows.nth(i).locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    await page.reload();
    await expect(page.locator('[data-clip-id]')).toHaveCount(7);
  });

  test('reorders by keyboard, by mouse and by the move buttons; the order persists after a reload', async ({ page }) => {
    await openEditor(page);
    expect(await clipIds(page)).toEqual([5001, 5002, 5003, 5004, 5005]);

    // keyboard: Space picks up, arrows move, Space drops
    const handle = page.getByRole('button', { name: 'Reorder Photo 1' });
    await handle.focus();
    let saved = rearranged(page);
    await page.keyboard.press('Space');
    await expect(dragAnnouncement(page)).toHaveText('Picked up Photo 1. It is at position 1 of 5.');
    await page.keyboard.press('ArrowDown');
    await expect(dragAnnouncement(page)).toHaveText('Photo 1 is over position 2 of 5.');
    await page.keyboard.press('ArrowDown');
    await expect(dragAnnouncement(page)).toHaveText('Photo 1 is over position 3 of 5.');
    await page.keyboard.press('Space');
    await expect(dragAnnouncement(page)).toHaveText('Photo 1 was dropped at position 3 of 5.');
    await saved;
    await expect.poll(() => clipIds(page)).toEqual([5002, 5003, 5001, 5004, 5005]);
    await page.reload();
    await expect.poll(() => clipIds(page)).toEqual([5002, 5003, 5001, 5004, 5005]);

    // mouse: drag the last clip's handle onto the first row (the whole list in view first)
    await page.getByRole('list', { name: 'Photos and videos in your Video Greeting' }).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const from = await page.getByRole('button', { name: 'Reorder Video 5' }).boundingBox();
    const to = await page.locator('[data-clip-id]').first().boundingBox();
    if (!from || !to) throw new Error('rows not laid out');
    saved = rearranged(page);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await expect(dragAnnouncement(page)).toHaveText(/^Picked up Video 5\./);
    await page.mouse.move(to.x + 30, to.y + 5, { steps: 20 });
    await expect(dragAnnouncement(page)).toHaveText('Video 5 is over position 1 of 5.');
    await page.mouse.up();
    await saved;
    await expect.poll(() => clipIds(page)).toEqual([5005, 5002, 5003, 5001, 5004]);

    // no dragging at all: the move buttons
    saved = rearranged(page);
    await page.getByRole('button', { name: 'Move Video 1 down' }).click();
    await saved;
    await expect.poll(() => clipIds(page)).toEqual([5002, 5005, 5003, 5001, 5004]);

    await page.reload();
    await expect.poll(() => clipIds(page)).toEqual([5002, 5005, 5003, 5001, 5004]);
  });

  test('a failed upload stays listed with its message, a retry and a dismiss', async ({ page, consoleErrors }) => {
    await openEditor(page, ['server-error:add-clip']);
    await page.locator('input[type=file]').setInputFiles(PHOTO);
    const uploads = page.getByRole('list', { name: 'Uploads' });
    await expect(uploads.getByText('Error Uploading')).toBeVisible();
    await expect(uploads.getByText('Something went wrong on our side. Please try again.')).toBeVisible();
    await expect(uploads.getByRole('button', { name: 'Retry photo.jpg' })).toBeVisible();
    await expect(uploads.getByRole('button', { name: 'Dismiss photo.jpg' })).toBeVisible();
    await expect(page.locator('[data-clip-id]')).toHaveCount(5);
    await expectNoAxeViolations(page);
    // the scenario's 500 is what this test asks for; Chromium logs every failed response
    expect(consoleErrors.filter((e) => /status of 500/.test(e))).toHaveLength(1);
    allowFailedResponses(consoleErrors, [500]);
  });

  test("a contributor's clip brings the 'Good News!' toast and the clip", async ({ page }) => {
    await page.clock.install();
    await openEditor(page);
    await expect(page.locator('[data-clip-id]')).toHaveCount(5);
    // an invitee (no account: no session header) adds a photo through the invite link's call
    const status = await page.evaluate(async () => {
      const form = new FormData();
      const bytes = await (await fetch('/media/photos/photo-1.jpg')).blob();
      form.append('files[]', new File([bytes], 'from-a-friend.jpg', { type: 'image/jpeg' }));
      const res = await fetch('/rest/fizz/1001/add-clip?type=invite&uuid=inv-1001&size=0.01&isVideo=no', { method: 'POST', body: form });
      return (await res.json()).status as string;
    });
    expect(status).toBe('success');
    await expect(page.getByText('Good News!')).toHaveCount(0);
    await page.clock.fastForward(20_000);
    await expect(page.getByText('Good News!')).toBeVisible();
    await expect(page.getByText('Someone added a video or photo to your Video Greeting.')).toBeVisible();
    await expect(page.locator('[data-clip-id]')).toHaveCount(6);
  });

  test('leaving during an upload asks first', async ({ page }) => {
    await openEditor(page, ['slow']);
    await page.locator('input[type=file]').setInputFiles(PHOTO);
    await expect(page.getByText('Uploading...')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    const dialog = page.getByRole('dialog', { name: "Your upload hasn't finished. Are you sure you want to leave?" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/edit\/1001$/);
    await expect(page.getByText('Upload successful!').first()).toBeVisible({ timeout: 15_000 });
    // nothing left to lose: leaving is free again
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test('closing the tab during an upload triggers the browser’s leave prompt', async ({ page }) => {
    await openEditor(page, ['slow']);
    await page.locator('input[type=file]').setInputFiles(PHOTO);
    await expect(page.getByText('Uploading...')).toBeVisible();
    const prompt = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await prompt;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.accept();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe finds nothing on the page and its dialogs at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openEditor(page);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Edit Video 2' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit Video 2' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Delete Photo 1' }).click();
      await expect(page.getByRole('dialog', { name: 'Delete Photo 1?' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: 'Edit My Video Greeting' }).click();
      const view = page.getByRole('dialog', { name: 'Edit My Video Greeting' });
      await expect(view).toBeVisible();
      await expectNoAxeViolations(page);
      await view.getByRole('button', { name: 'Choose music' }).click();
      const music = page.getByRole('dialog', { name: 'Choose music' });
      await expect(music).toBeVisible();
      await expect(music.getByTestId('music-list')).toHaveCSS('height', '400px');
      await expectNoAxeViolations(page);
    });
  }

  test('steps: music, invite friends, then Next persists and goes on to preview', async ({ page }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Invite friends' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Invite friends' })).toHaveAttribute('href', '/invite-others/1001');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Choose music' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Choose music' }).click();
    const music = page.getByRole('dialog', { name: 'Choose music' });
    await music.getByRole('button', { name: 'Classical' }).click();
    await music.getByText('Sweet Waltz').click();
    await music.getByRole('button', { name: 'Save music' }).click();
    await expect(music).toBeHidden();
    await expect(page.getByText('Sweet Waltz')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 4 of 4')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/preview\/1001$/);
  });

  test('a locked greeting goes to /list', async ({ page }) => {
    await freshAsDemo(page);
    await page.goto('/edit/1002');
    await expect(page).toHaveURL(/\/list$/);
  });

  test('with 100 clips, a keyboard reorder stays responsive (measured)', async ({ page }) => {
    await openEditor(page);
    // 95 more photos in one add-clip call (the demo session's header, as the app sends it)
    const added = await page.evaluate(async () => {
      const session = document.cookie.split('; ').find((c) => c.startsWith('sessionId='))?.split('=')[1] ?? '';
      const bytes = await (await fetch('/media/photos/photo-2.jpg')).blob();
      const form = new FormData();
      for (let i = 0; i < 95; i++) form.append('files[]', new File([bytes], `seed-${i}.jpg`, { type: 'image/jpeg' }));
      const res = await fetch('/rest/fizz/1001/add-clip?type=upload&size=0.01&isVideo=no', {
        method: 'POST',
        body: form,
        headers: { 'X-Session-Id': session },
      });
      return ((await res.json()).clips as unknown[]).length;
    });
    expect(added).toBe(95);
    await page.reload();
    await expect(page.locator('[data-clip-id]')).toHaveCount(100);

    // time from each key press to the next frame (input → paint), in the page
    await page.evaluate(() => {
      const w = window as unknown as { __keyTimes: number[] };
      w.__keyTimes = [];
      document.addEventListener(
        'keydown',
        () => {
          const start = performance.now();
          requestAnimationFrame(() => setTimeout(() => w.__keyTimes.push(performance.now() - start), 0));
        },
        { capture: true },
      );
    });
    const keyTimes = () => page.evaluate(() => (window as unknown as { __keyTimes: number[] }).__keyTimes.splice(0));

    // several rounds, so one stall of a shared, busy machine cannot decide the result: clip 5001
    // goes down 5 places, back up, and down again (pick up, 5 arrows, drop: 7 key presses a round)
    const ROUNDS = 3;
    const STEPS = 5;
    const rounds: number[][] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const down = round % 2 === 0;
      const from = down ? 1 : 1 + STEPS;
      await page.locator('[data-clip-id="5001"]').getByRole('button', { name: /^Reorder / }).focus();
      const saved = rearranged(page);
      await page.keyboard.press('Space');
      await expect(dragAnnouncement(page)).toHaveText(new RegExp(`^Picked up .+ It is at position ${from} of 100\\.$`));
      for (let i = 1; i <= STEPS; i++) {
        await page.keyboard.press(down ? 'ArrowDown' : 'ArrowUp');
        await expect(dragAnnouncement(page)).toHaveText(new RegExp(`is over position ${down ? from + i : from - i} of 100\\.$`));
      }
      await page.keyboard.press('Space');
      await saved;
      await expect.poll(async () => (await clipIds(page)).indexOf(5001)).toBe(down ? STEPS : 0);
      await expect.poll(async () => (await page.evaluate(() => (window as unknown as { __keyTimes: number[] }).__keyTimes.length))).toBe(STEPS + 2);
      rounds.push(await keyTimes());
    }

    const median = (xs: number[]) => {
      const sorted = [...xs].sort((a, b) => a - b);
      const mid = Math.floor(sorted.length / 2);
      return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    };
    const all = rounds.flat();
    const roundMedians = rounds.map(median);
    const figure = median(roundMedians);
    const worst = Math.max(...all);
    const summary =
      `100 clips, keyboard reorder: ${all.length} key presses in ${ROUNDS} rounds; input→next frame median ${figure.toFixed(1)} ms ` +
      `(rounds ${roundMedians.map((m) => m.toFixed(1)).join(' / ')}), worst ${worst.toFixed(1)} ms`;
    console.info(summary);
    test.info().annotations.push({ type: 'performance', description: summary });
    expect(all).toHaveLength(ROUNDS * (STEPS + 2));
    // the typical key press stays within 'good' responsiveness (INP 200 ms): a real regression (every
    // row re-rendering heavily, a layout per row) moves the median of every round, a busy machine's
    // stall moves one press
    expect(figure).toBeLessThan(200);
    // and no press freezes the page, however loaded the machine (one was seen at 794 ms under load)
    expect(worst).toBeLessThan(2_000);
  });
});
