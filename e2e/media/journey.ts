import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Download, Locator, Page } from '@playwright/test';
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import { expect, fillCard, payButton, waitForFakeServer } from '../support';

// Steps of the finished-video journeys, as a creator takes them in the app.

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures');
/** A 3 s clip of solid green with no sound. */
export const greenSilentClip = () => ({
  name: 'green.mp4',
  mimeType: 'video/mp4',
  buffer: readFileSync(path.join(FIXTURES, 'green-silent.mp4')),
});

/** A file that starts like an MP4 (so the server takes it) but decodes to nothing. */
export function brokenClip(): Buffer {
  const real = readFileSync(path.join(FIXTURES, 'clip.mp4'));
  return Buffer.concat([real.subarray(0, 32), Buffer.alloc(6000, 0x5a)]);
}

/** Personalises template 102 (two text images) and answers the new greeting's id, on its edit page. */
export async function createGreeting(page: Page, name: string, line: string): Promise<string> {
  await page.goto('/create/102');
  await page.getByRole('textbox', { name: /Name/ }).fill(name);
  await page.getByRole('textbox', { name: /Line 1/ }).fill(line);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/edit\/\d+$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

type Upload = { name: string; mimeType: string; buffer: Buffer };

/** From the edit page's first step to the upload step, then adds the files and waits for the clips. */
export async function addClips(page: Page, files: Upload[]) {
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await page.locator('input[type=file]').first().setInputFiles(files);
  await expect(page.locator('[data-clip-id]')).toHaveCount(files.length, { timeout: 30_000 });
}

/**
 * Sends a file straight to add-clip with the page's session, as a client that does not prepare
 * files would (the app refuses a file it cannot open before it is sent: src/media/prepare).
 */
export async function uploadAsOtherClient(page: Page, id: string, file: Upload) {
  await waitForFakeServer(page);
  const answer = await page.evaluate(
    async ([id, name, type, base64]) => {
      const session = /(?:^|; )sessionId=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const form = new FormData();
      form.append('files[]', new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type }), name);
      const size = (base64.length * 0.75) / 1024 / 1024;
      const url = `/rest/fizz/${id}/add-clip?type=upload&size=${size.toFixed(2)}&isVideo=${type.startsWith('video/') ? 'yes' : 'no'}`;
      const res = await fetch(url, { method: 'POST', headers: { 'X-Session-Id': session }, body: form });
      return res.json() as Promise<{ status: string }>;
    },
    [id, file.name, file.mimeType, file.buffer.toString('base64')] as const,
  );
  expect(answer.status).toBe('success');
}

/** Sends one call with the page's session, the way the app does (to arrange a case). */
export async function callAsPage<T = unknown>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  await waitForFakeServer(page);
  return page.evaluate(
    async ([method, url, body]) => {
      const session = /(?:^|; )sessionId=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const res = await fetch(url, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-Session-Id': session },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return res.json();
    },
    [method, url, body] as const,
  ) as Promise<T>;
}

type Process = { isDone: boolean; video: string | null; message: string | null; fizzStatus: number };

/** Waits (polling the process call, as the preview does) until the greeting's video is made. */
export async function waitForFinishedVideo(page: Page, id: string, timeout = 120_000): Promise<Process> {
  let last: Process | null = null;
  await expect
    .poll(
      async () => {
        last = await callAsPage<Process>(page, 'GET', `/rest/fizz/process/${id}?cache=${Date.now()}`);
        return last.isDone;
      },
      { timeout, intervals: [1000] },
    )
    .toBe(true);
  return last!;
}

/** On the preview: 'It's finished', confirmed; then pays with the 4242 card. Lands on the thank-you page. */
export async function finishAndPay(page: Page, id: string) {
  await page.getByRole('button', { name: "It's finished" }).click();
  await page.getByRole('dialog').getByRole('button', { name: "It's finished" }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${id}$`));
  await fillCard(page, '4242 4242 4242 4242');
  await payButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/thank-you-digital/${id}$`));
}

/** Presses a button that saves the video and answers the saved file. */
export async function saveVideo(page: Page, press: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), press()]);
  const file = await download.path();
  return { download, bytes: readFileSync(file) };
}

/** What an MP4's tracks are and how long it is (read with mediabunny, as a player would). */
export async function readVideoFile(bytes: Buffer) {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  const video = await input.getPrimaryVideoTrack();
  const audio = await input.getPrimaryAudioTrack();
  return {
    format: (await input.getFormat()).name,
    videoCodec: video?.codec ?? null,
    width: video?.displayWidth ?? 0,
    height: video?.displayHeight ?? 0,
    audioCodec: audio?.codec ?? null,
    duration: await input.computeDuration(),
  };
}

/** What a canvas shows, or a <video> at `seconds` (paused and seeked there), at 32×18, as RGBA bytes. */
export async function smallPicture(target: Locator, seconds?: number): Promise<number[]> {
  return target.evaluate(async (el: HTMLCanvasElement | HTMLVideoElement, at) => {
    const canvas = document.createElement('canvas');
    canvas.width = 32;
    canvas.height = 18;
    const ctx = canvas.getContext('2d')!;
    const draw = () => {
      ctx.clearRect(0, 0, 32, 18);
      ctx.drawImage(el, 0, 0, 32, 18);
      return Array.from(ctx.getImageData(0, 0, 32, 18).data);
    };
    if (!(el instanceof HTMLVideoElement) || at === undefined) return draw();
    el.pause();
    if (el.readyState < 1) await new Promise((resolve) => el.addEventListener('loadedmetadata', resolve, { once: true }));
    const seek = () =>
      new Promise((resolve) => {
        el.addEventListener('seeked', resolve, { once: true });
        el.currentTime = at;
      });
    await seek();
    // a video frame is opaque: a draw that leaves the canvas transparent drew no frame (on a loaded
    // machine the frame can arrive after 'seeked'), so it waits and seeks again, a few seconds at most
    const until = performance.now() + 8_000;
    let pixels = draw();
    while (pixels[3] === 0 && performance.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (el.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) await seek();
      pixels = draw();
    }
    return pixels;
  }, seconds);
}

/** The colour in the middle of the page's <video> at `seconds`. */
export async function colourAt(page: Page, selector: string, seconds: number): Promise<[number, number, number]> {
  const pixels = await smallPicture(page.locator(selector), seconds);
  const middle = (9 * 32 + 16) * 4;
  return [pixels[middle], pixels[middle + 1], pixels[middle + 2]];
}

/** How far two small pictures are apart: the mean difference of their bytes (0-255). */
export const pictureDifference = (a: number[], b: number[]) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]), 0) / a.length;

/** A <video> of `src` added to the page (muted, hidden), to look at a file's frames. */
export async function addVideo(page: Page, src: string): Promise<Locator> {
  await page.evaluate((src) => {
    const v = document.createElement('video');
    v.id = 'file-under-test';
    v.muted = true;
    v.hidden = true;
    v.src = src;
    document.body.append(v);
  }, src);
  return page.locator('#file-under-test');
}

/** The loudness (RMS) of a video file's sound over [from, to) seconds, decoded by the browser. */
export async function loudness(page: Page, url: string, spans: [number, number][]): Promise<number[]> {
  return page.evaluate(
    async ([url, spans]) => {
      const data = await (await fetch(url)).arrayBuffer();
      const audio = await new OfflineAudioContext(2, 48_000, 48_000).decodeAudioData(data);
      return spans.map(([from, to]) => {
        let sum = 0;
        let n = 0;
        for (let c = 0; c < audio.numberOfChannels; c++) {
          const channel = audio.getChannelData(c);
          for (let i = Math.floor(from * audio.sampleRate); i < Math.min(channel.length, to * audio.sampleRate); i++) {
            sum += channel[i] * channel[i];
            n++;
          }
        }
        return Math.sqrt(sum / Math.max(1, n));
      });
    },
    [url, spans] as const,
  );
}

export const isRed = ([r, g, b]: number[]) => r > 150 && g < 90 && b < 90;
export const isBlue = ([r, g, b]: number[]) => b > 150 && r < 90 && g < 110;
