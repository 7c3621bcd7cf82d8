import type { Page } from '@playwright/test';
import { mp4Facts } from './media/files';
import { callAsPage, finishAndPay, readVideoFile, saveVideo, waitForFinishedVideo } from './media/journey';
import { allowFailedResponses, expect as baseExpect, expectNoAxeViolations, expectPlaying, freshAsDemo, test } from './support';

// The finished video when things go wrong: a cancelled render, a reload in the middle of one, a
// browser that cannot encode video at all, a full disk, a double click.

const expect = baseExpect.configure({ timeout: 30_000 });

/** The demo's greeting in progress (1001: the intro and five clips), opened at its preview. */
async function openPreview(page: Page) {
  await page.goto('/preview/1001');
  await expect(page.getByRole('heading', { level: 1, name: 'Preview your Video Greeting' })).toBeVisible();
}

/** Counts the render workers the page starts (one per render: the pictures; the sound has its own). */
function countRenders(page: Page) {
  const renders: string[] = [];
  page.on('worker', (worker) => {
    if (/render\.worker/.test(worker.url())) renders.push(worker.url());
  });
  return renders;
}

type Process = { isDone: boolean; video: string | null; message: string | null; progress: { done: number } | null };
const process = (page: Page) => callAsPage<Process>(page, 'GET', `/rest/fizz/process/1001?cache=${Date.now()}`);

test.describe('the finished video, when things go wrong', () => {
  test.describe.configure({ timeout: 240_000 });

  test("the server's video not ready: the device makes it, a double click starts one render, Cancel stores nothing and it starts again", async ({
    page,
    consoleErrors,
  }) => {
    // the server never finishes it (and serves no file meanwhile)
    await freshAsDemo(page, ['processing-stuck']);
    await openPreview(page);
    await finishAndPay(page, '1001');
    const renders = countRenders(page);

    await page.getByRole('button', { name: 'Download and save' }).dblclick();
    await expect(page.getByText(/Making your video on this device: \d+%/)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Making your video on this device:' })).toBeVisible();
    // the progress, its Cancel and the busy button are all reachable and named
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Making the video was cancelled.')).toBeVisible();
    expect(renders).toHaveLength(1);
    // nothing stored: the server still has no video
    expect((await process(page)).video).toBeNull();

    // again: made here and saved, named after the greeting
    const saved = await saveVideo(page, () => page.getByRole('button', { name: 'Download and save' }).click());
    expect(renders).toHaveLength(2);
    expect(saved.download.suggestedFilename()).toBe('Alex - Happy Birthday - From all of us.mp4');
    expect(mp4Facts(saved.bytes)).toEqual({ ftyp: true, avc1: true, audio: true, aac: true });
    // the intro (5 s) and 1001's five clips: photos 4 s each, two 3 s videos
    expect((await readVideoFile(saved.bytes)).duration).toBeCloseTo(23, 0);
    // a second press saves the same file at once: no second render
    await saveVideo(page, () => page.getByRole('button', { name: 'Download and save' }).click());
    expect(renders).toHaveLength(2);
    // the download link answered 'not ready' (409) before the device made it
    allowFailedResponses(consoleErrors, [409]);
  });

  test('a reload in the middle of a render: it starts again on the next visit, and only the finished file is ever served', async ({
    page,
  }) => {
    await freshAsDemo(page);
    await openPreview(page);
    // under way: some of it made, no file yet
    await expect.poll(async () => (await process(page)).progress?.done ?? 0, { timeout: 60_000 }).toBeGreaterThan(0.05);
    expect((await process(page)).video).toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Preview your Video Greeting' })).toBeVisible();
    const done = await waitForFinishedVideo(page, '1001');
    expect(done.video).toMatch(/^\/mock-media\//);
    const bytes = Buffer.from(
      await page.evaluate(async (url) => Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer())), done.video!),
    );
    // the whole greeting, not what the first render had written
    expect((await readVideoFile(bytes)).duration).toBeCloseTo(23, 0);
  });

  test('a browser that cannot encode video: a clear message, the greeting in error, and the instant preview still plays', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      delete (window as { VideoEncoder?: unknown }).VideoEncoder;
    });
    await freshAsDemo(page);
    await openPreview(page);
    const message =
      "This browser can't make video files, so the finished video can't be made here. Please try the latest Chrome, Edge, Safari or Firefox.";
    await expect(page.getByText(message)).toBeVisible({ timeout: 30_000 });
    const done = await process(page);
    expect(done).toMatchObject({ isDone: true, video: null, message });
    await page.getByRole('button', { name: 'Watch it now' }).click();
    await expectPlaying(page.getByRole('group', { name: "Instant preview of Alex's Birthday" }).locator('video'));
  });

  test('a full disk: the message names it, and nothing half-stored is ever served', async ({ page }) => {
    // the device is full: storing a file of any size fails as the browser fails it
    await page.addInitScript(() => {
      const put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
        if (value instanceof Blob && value.size > 100_000)
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return put.call(this, value, key);
      };
    });
    await freshAsDemo(page);
    await openPreview(page);
    const done = await waitForFinishedVideo(page, '1001', 90_000);
    expect(done.video).toBeNull();
    expect(done.message).toBe(
      "This device's storage is full (QuotaExceededError), so the video couldn't be saved. Free up some space and try again.",
    );
    await expect(page.getByText(done.message!)).toBeVisible();
  });
});
