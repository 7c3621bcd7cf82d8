import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { mp4Facts } from './media/files';
import { callAsPage, finishAndPay, readVideoFile, saveVideo, waitForFinishedVideo } from './media/journey';
import {
  allowFailedResponses,
  expect as baseExpect,
  changeFakeServer,
  expectNoAxeViolations,
  expectPlaying,
  freshAsDemo,
  test,
} from './support';

// The finished video when things go wrong: a cancelled render, a reload in the middle of one, a
// browser that cannot encode video at all, a full disk, a double click.

const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * The demo's greeting in progress, 1001, opened at its preview: kept to the intro, one photo and
 * one 3 s video (13.5 s with its fades and end card), so each render here is short.
 */
async function openPreview(page: Page) {
  await changeFakeServer(page, (db) => {
    db.clips = db.clips.filter((c) => c.fizzId !== 1001 || c.id === 5001 || c.id === 5002);
  });
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

    await page.getByRole('link', { name: 'Download and save' }).dblclick();
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
    const saved = await saveVideo(page, () => page.getByRole('link', { name: 'Download and save' }).click());
    expect(renders).toHaveLength(2);
    expect(saved.download.suggestedFilename()).toBe('Alex - Happy Birthday - From all of us.mp4');
    expect(mp4Facts(saved.bytes)).toEqual({ ftyp: true, avc1: true, audio: true, aac: true });
    // the intro (5 s), a photo (4 s) and a 3 s video, the end card (3 s), less three half-second fades
    expect((await readVideoFile(saved.bytes)).duration).toBeCloseTo(13.5, 0);
    // a second press saves the same file at once: no second render
    await saveVideo(page, () => page.getByRole('link', { name: 'Download and save' }).click());
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
    expect((await readVideoFile(bytes)).duration).toBeCloseTo(13.5, 0);
  });

  test('a browser that cannot encode video: a clear message, the greeting in error (told on the thank-you page and /vid), and the instant preview still plays', async ({
    page,
    consoleErrors,
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
    await expectPlaying(page.getByRole('group', { name: "Instant preview of Alex's Birthday" }).locator('video').first());

    // finished and paid: the thank-you page says so before anything is pressed, and how to try again
    await finishAndPay(page, '1001');
    const failure = page.getByRole('alert').filter({ hasText: "Your video couldn't be made." });
    await expect(failure).toContainText(message);
    await expect(failure).toContainText("Press 'Download and save' to make it on this device and save it.");
    // the recipient page, to its owner: why, and the way to try again; never 'still being made'
    const { item } = await callAsPage<{ item: { shareUrl: string } }>(page, 'GET', '/rest/fizz/1001/detail');
    const viewer = new URL(item.shareUrl).pathname;
    await page.goto(viewer);
    await expect(page.getByText("Your Video Greeting couldn't be made.")).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Make it on this device' })).toHaveAttribute('href', '/thank-you-digital/1001');
    await expect(page.getByText(/still being made/)).toHaveCount(0);
    // to a recipient: that it couldn't be made, and whom to tell; its download says the failure too
    await page.context().clearCookies();
    await page.goto(viewer);
    await expect(
      page.getByText("This Video Greeting couldn't be made, so it can't play here. Please let the person who sent it know."),
    ).toBeVisible();
    await expect(page.getByText(message)).toHaveCount(0);
    // its download link answers the failure (the page shows that message when the link is pressed)
    expect(await callAsPage(page, 'GET', `${viewer}/download`)).toEqual({
      status: 'error',
      message: "This video couldn't be made, so it can't be downloaded.",
    });
    allowFailedResponses(consoleErrors, [500]);
  });

  test("a second tab's 'Download and save' while another render of the greeting runs waits for it and takes its file: one render", async ({
    page,
    context,
  }) => {
    // a whole render on this 2-core machine, waited for
    test.setTimeout(360_000);
    await freshAsDemo(page);
    // another tab renders 1001: it holds the greeting's render lock, as the pipeline and a device render do
    const other = await context.newPage();
    await other.goto('/terms');
    await other.evaluate(
      () =>
        new Promise<void>((held) => {
          void navigator.locks.request(
            'vg-render-1001',
            () => new Promise<void>((release) => (Object.assign(window, { __release: release }), held())),
          );
        }),
    );
    await openPreview(page);
    await finishAndPay(page, '1001');
    // a second tab's thank-you page
    const second = await context.newPage();
    const counted = [countRenders(page), countRenders(second), countRenders(other)];
    const allRenders = () => counted.reduce((n, renders) => n + renders.length, 0);
    const asked1001: string[] = [];
    second.on('request', (r) => {
      if (new URL(r.url()).pathname === '/rest/fizz/process/1001') asked1001.push(r.url());
    });
    await second.goto('/thank-you-digital/1001');
    const downloading = second.waitForEvent('download', { timeout: 300_000 });
    await second.getByRole('link', { name: 'Download and save' }).click();
    await expect(second.getByText(/Your video is being made\. It downloads when it is ready:/)).toBeVisible();
    // it asks the server again and again while the other tab holds the render lock, and does not render
    const asked = asked1001.length;
    await expect.poll(() => asked1001.length).toBeGreaterThanOrEqual(asked + 2);
    expect(allRenders()).toBe(0);

    // the other render ends; the fake server's pipeline makes the greeting's file, and the second tab takes it
    await other.evaluate(() => (window as unknown as { __release: () => void }).__release());
    const saved = await downloading;
    const bytes = readFileSync((await saved.path())!);
    expect(mp4Facts(bytes)).toEqual({ ftyp: true, avc1: true, audio: true, aac: true });
    expect((await readVideoFile(bytes)).duration).toBeCloseTo(13.5, 0);
    // the very file the pipeline made and the server serves
    const { video } = await process(page);
    const served = await second.evaluate(async (url) => {
      const digest = await crypto.subtle.digest('SHA-256', await (await fetch(url)).arrayBuffer());
      return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
    }, video!);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(served);
    expect(allRenders(), 'one render: the pipeline’s').toBe(1);
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
