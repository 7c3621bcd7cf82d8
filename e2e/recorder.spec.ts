import type { Page } from '@playwright/test';
import { recordFor } from './faults';
import { expect, expectNoAxeViolations, freshAsDemo, test } from './support';

// The recorder (issue 17) in real Chromium with its fake camera and microphone
// (--use-fake-device-for-media-stream: a moving test pattern and a beep every second).

/** Arriving on a page loads its chunk first: on a busy machine that can take a while. */
const ARRIVE = { timeout: 30_000 };

/** The demo user on the recorder of greeting 1001, the camera live; the editor's clip count before. */
async function openRecorder(page: Page) {
  await freshAsDemo(page);
  await page.goto('/edit/1001');
  await expect(page.locator('[data-clip-id]').first()).toBeVisible(ARRIVE);
  const clipsBefore = await page.locator('[data-clip-id]').count();
  await page.goto('/record/1001');
  await expect(page.getByRole('heading', { level: 1, name: 'Record a video' })).toBeVisible(ARRIVE);
  await expect(page.getByRole('button', { name: 'Start recording' })).toBeEnabled();
  await expect
    .poll(() =>
      page
        .getByLabel('Your camera (shown mirrored, as in a mirror)')
        .evaluate((v: HTMLVideoElement) => v.videoWidth > 0 && !v.paused),
    )
    .toBe(true);
  return clipsBefore;
}

/** The next add-clip call's request. */
const nextAddClip = (page: Page) =>
  page.waitForRequest((r) => r.method() === 'POST' && /\/rest\/fizz\/1001\/add-clip\?/.test(r.url()));

type SentPart = string | { name: string; type: string; size: number };

/**
 * Keeps what the page puts in each multipart upload. (Playwright has no body for a request a
 * service worker answers, so the form is read where axios's XHR adapter hands it to XMLHttpRequest.)
 */
async function watchUploads(page: Page) {
  await page.addInitScript(() => {
    const sent: [string, SentPart][][] = [];
    (window as unknown as { sentForms: typeof sent }).sentForms = sent;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function keep(body) {
      if (body instanceof FormData) {
        sent.push(
          [...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : { name: v.name, type: v.type, size: v.size }]),
        );
      }
      return send.call(this, body);
    };
  });
}

/** The last upload's format field and its file's name and type. */
async function lastUpload(page: Page) {
  const form = await page.evaluate(() => (window as unknown as { sentForms: [string, SentPart][][] }).sentForms.at(-1) ?? []);
  const file = form.find(([k]) => k === 'files[]')?.[1];
  return {
    format: form.find(([k]) => k === 'format')?.[1],
    file: typeof file === 'object' ? [file.name, file.type, file.size > 0] : undefined,
  };
}

test.describe('recorder', () => {
  // real recording, encoding and uploads on a shared 2-core machine
  test.describe.configure({ timeout: 90_000 });

  test("records about 2 s: the clock counts up, 'Ready to upload?', Upload returns to /edit/1001 with one more clip", async ({
    page,
  }) => {
    await watchUploads(page);
    const clipsBefore = await openRecorder(page);
    await expectNoAxeViolations(page);

    await recordFor(page, 2);
    await expect(page.getByLabel('Microphone level')).toBeVisible();
    await page.getByRole('button', { name: 'Stop recording' }).click();

    const ready = page.getByRole('dialog', { name: 'Ready to upload?' });
    await expect(ready).toBeVisible();
    await expect(ready.getByText(/^Your video is 0:0[2-9] long\./)).toBeVisible();
    await expectNoAxeViolations(page);

    // the preview can seek: the WebM got its duration written in
    await ready.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Your video' });
    await expect
      .poll(() => preview.locator('video').evaluate((v: HTMLVideoElement) => v.duration), { timeout: 10_000 })
      .toBeGreaterThan(1.5);
    expect(await preview.locator('video').evaluate((v: HTMLVideoElement) => Number.isFinite(v.duration))).toBe(true);
    await expectNoAxeViolations(page);
    await preview.getByRole('button', { name: 'Close' }).click();

    const sent = nextAddClip(page);
    await ready.getByRole('button', { name: 'Upload' }).click();
    const request = await sent;
    const query = new URL(request.url()).searchParams;
    expect([query.get('type'), query.get('isVideo')]).toEqual(['desktop-record', 'yes']);
    // the fake microphone beeps: loud enough, and its level goes up with the clip
    expect(Number(query.get('micVol'))).toBeGreaterThanOrEqual(0.02);
    expect(await lastUpload(page)).toEqual({ format: 'webm', file: ['recording.webm', 'video/webm', true] });

    await expect(page).toHaveURL('/edit/1001', ARRIVE);
    await expect(page.getByText('Upload successful!')).toBeVisible();
    await expect(page.locator('[data-clip-id]')).toHaveCount(clipsBefore + 1);
  });

  test('a reload during recording offers the recording back: Preview plays it, Upload sends it', async ({ page }) => {
    const clipsBefore = await openRecorder(page);
    await recordFor(page, 3, { stored: true });
    await page.reload();

    const kept = page.getByRole('region', { name: 'Your recording' });
    await expect(kept).toBeVisible(ARRIVE);
    await expect(kept.getByText('We kept a video you recorded here that was not uploaded.')).toBeVisible();
    for (const name of ['Preview', 'Upload', 'Discard']) await expect(kept.getByRole('button', { name })).toBeVisible();
    await expect(kept.getByRole('link', { name: 'Download your recording' })).toHaveAttribute('download', 'recording.webm');
    await expectNoAxeViolations(page);

    // what was stored before the reload plays, with a duration
    await kept.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Your video' });
    await expect
      .poll(() => preview.locator('video').evaluate((v: HTMLVideoElement) => v.duration), { timeout: 10_000 })
      .toBeGreaterThan(1);
    await preview.getByRole('button', { name: 'Close' }).click();

    // Discard asks first; keeping it keeps it
    await kept.getByRole('button', { name: 'Discard' }).click();
    const ask = page.getByRole('dialog', { name: 'Delete this recording?' });
    await expect(ask).toBeVisible();
    await expectNoAxeViolations(page);
    await ask.getByRole('button', { name: 'Keep it' }).click();

    await kept.getByRole('button', { name: 'Upload' }).click();
    await expect(page).toHaveURL('/edit/1001', ARRIVE);
    await expect(page.locator('[data-clip-id]')).toHaveCount(clipsBefore + 1);

    // uploaded: nothing is offered any more
    await page.goto('/record/1001');
    await expect(page.getByRole('button', { name: 'Start recording' })).toBeEnabled(ARRIVE);
    await expect(page.getByRole('region', { name: 'Your recording' })).toHaveCount(0);
  });

  test('where only mp4 records (isTypeSupported stubbed: Chromium here has no mp4 with AAC), it records mp4 and uploads it as h264-mp4', async ({
    page,
  }) => {
    await watchUploads(page);
    await page.addInitScript(() => {
      MediaRecorder.isTypeSupported = (type: string) => type.startsWith('video/mp4');
    });
    const clipsBefore = await openRecorder(page);
    await recordFor(page, 2);
    await page.getByRole('button', { name: 'Stop recording' }).click();
    const ready = page.getByRole('dialog', { name: 'Ready to upload?' });
    await expect(ready).toBeVisible();

    const sent = nextAddClip(page);
    await ready.getByRole('button', { name: 'Upload' }).click();
    await sent;
    expect(await lastUpload(page)).toEqual({ format: 'h264-mp4', file: ['recording.mp4', 'video/mp4', true] });
    await expect(page).toHaveURL('/edit/1001', ARRIVE);
    await expect(page.locator('[data-clip-id]')).toHaveCount(clipsBefore + 1);

    // the fake server checks the bytes: it stored a real mp4
    const stored = await page.evaluate(async () => {
      const session = /(?:^|; )sessionId=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const detail = await (
        await fetch('/rest/fizz/1001/detail?type=edit-flow', { headers: { 'X-Session-Id': session } })
      ).json();
      const newest = detail.fizz.videos.at(-1);
      return (await fetch(newest.video)).headers.get('content-type');
    });
    expect(stored).toBe('video/mp4');
  });

  test("a silent microphone: 'Low Volume!' offers Preview or Record Again; leaving turns the camera off", async ({ page }) => {
    await page.addInitScript(() => {
      AnalyserNode.prototype.getFloatTimeDomainData = function silent(samples: Float32Array) {
        samples.fill(0);
      };
    });
    await openRecorder(page);
    await recordFor(page, 1);
    await page.getByRole('button', { name: 'Stop recording' }).click();

    const low = page.getByRole('dialog', { name: 'Low Volume!' });
    await expect(low).toBeVisible();
    await expect(low.getByRole('button', { name: 'Preview' })).toBeVisible();
    await expect(low.getByRole('button', { name: 'Upload' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await low.getByRole('button', { name: 'Record Again' }).click();
    await expect(page.getByRole('button', { name: 'Start recording' })).toBeEnabled();
    await expect(page.getByRole('region', { name: 'Your recording' })).toHaveCount(0);

    // leaving the page turns the camera and microphone off
    await page.evaluate(() => {
      (window as unknown as { cameraStream: unknown }).cameraStream = document.querySelector('video')!.srcObject;
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL('/faq');
    const states = await page.evaluate(() =>
      (window as unknown as { cameraStream: MediaStream }).cameraStream.getTracks().map((t) => `${t.kind}:${t.readyState}`),
    );
    expect(states.sort()).toEqual(['audio:ended', 'video:ended']);
  });
});

test.describe('recorder without camera permission', () => {
  // Chromium's fake media UI grants every request whatever the context's permissions say: a context
  // made with `permissions: []`, or one refused through CDP Browser.setPermission('denied'), still
  // gets a stream. A browser launched with --use-fake-ui-for-media-stream=deny refuses, as a user
  // clicking Block would: getUserMedia rejects with a real NotAllowedError.
  test('a refused permission shows the permission message, and nothing else breaks', async ({
    playwright,
    launchOptions,
    baseURL,
  }) => {
    const args = (launchOptions.args ?? []).map((a) =>
      a === '--use-fake-ui-for-media-stream' ? '--use-fake-ui-for-media-stream=deny' : a,
    );
    const browser = await playwright.chromium.launch({ ...launchOptions, args });
    try {
      const context = await browser.newContext({ baseURL, permissions: [] });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));

      await freshAsDemo(page);
      await page.goto('/record/1001');
      await expect(page.getByRole('heading', { level: 1, name: 'Record a video' })).toBeVisible(ARRIVE);
      const refused = await page.evaluate(() =>
        navigator.mediaDevices.getUserMedia({ video: true, audio: true }).then(
          () => 'granted',
          (e: Error) => e.name,
        ),
      );
      expect(refused).toBe('NotAllowedError');

      await expect(
        page.getByText('Please grant access to your camera and microphone and refresh the page to record.'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Start recording' })).toBeDisabled();
      await expectNoAxeViolations(page);
      expect(errors, 'console errors').toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
