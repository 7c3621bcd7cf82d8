import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import { editGreetingSchema, type EditGreeting } from '@/api/editor/schemas';
import { buildTimeline, type Timeline } from '@/media/timeline';
import { expect as baseExpect, changeFakeServer, freshAsDemo, test } from './support';
import { BLUE, mp4Facts, RED, solidPng } from './media/files';
import {
  addClips,
  addVideo,
  brokenClip,
  callAsPage,
  colourAt,
  createGreeting,
  finishAndPay,
  greenSilentClip,
  isBlue,
  isRed,
  loudness,
  pictureDifference,
  readVideoFile,
  saveVideo,
  smallPicture,
  uploadAsOtherClient,
  waitForFinishedVideo,
} from './media/journey';

// The greeting made is the greeting received: the finished video is rendered on this device from
// the greeting's own parts, and the recipient page, the downloads and the preview all give it.

const expect = baseExpect.configure({ timeout: 30_000 });

test.describe('the finished video', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a red photo and a blue photo, finished and paid: the recipient sees and downloads that greeting', async ({ page }) => {
    await freshAsDemo(page);
    const id = await createGreeting(page, 'Grandma Rose', 'Happy 80th Birthday!');
    await addClips(page, [
      { name: 'red.png', mimeType: 'image/png', buffer: solidPng(RED) },
      { name: 'blue.png', mimeType: 'image/png', buffer: solidPng(BLUE) },
    ]);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`/preview/${id}`));
    await finishAndPay(page, id);

    // made on this device, in seconds
    const started = Date.now();
    const process = await waitForFinishedVideo(page, id);
    test.info().annotations.push({
      type: 'render',
      description: `finished video ready ${((Date.now() - started) / 1000).toFixed(1)} s after paying`,
    });
    expect(process.video).toMatch(/^\/mock-media\//);

    // the thank-you page's 'Download and save' gives the MP4, named after the greeting
    const fromThankYou = await saveVideo(page, () => page.getByRole('link', { name: 'Download and save' }).click());
    expect(fromThankYou.download.suggestedFilename()).toBe('Grandma Rose - Happy 80th Birthday.mp4');
    expect(mp4Facts(fromThankYou.bytes)).toEqual({ ftyp: true, avc1: true, audio: true, aac: true });
    const file = await readVideoFile(fromThankYou.bytes);
    expect(file).toMatchObject({ format: 'MP4', videoCodec: 'avc', width: 1280, height: 720, audioCodec: 'aac' });

    // the recipient's page plays it: at least 8 s, the red photo then the blue one at its end
    const { item } = await callAsPage<{ item: { shareUrl: string } }>(page, 'GET', `/rest/fizz/${id}/detail`);
    await page.goto(new URL(item.shareUrl).pathname);
    const player = 'main video';
    await expect(page.locator(player)).toHaveAttribute('src', process.video!);
    const duration = await page
      .locator(player)
      .evaluate(
        (v: HTMLVideoElement) =>
          new Promise<number>((resolve) =>
            v.readyState >= 1
              ? resolve(v.duration)
              : v.addEventListener('loadedmetadata', () => resolve(v.duration), { once: true }),
          ),
      );
    expect(duration).toBeGreaterThanOrEqual(8);
    expect(Math.abs(duration - file.duration)).toBeLessThan(0.1);
    // the intro 0-5, red from 4.5, blue from 8, the end card's 3 s last (each fading in over half a second)
    const sevenBeforeEnd = await colourAt(page, player, duration - 7);
    const fourBeforeEnd = await colourAt(page, player, duration - 4);
    expect(isRed(sevenBeforeEnd), `red 7 s before the end, got ${sevenBeforeEnd}`).toBe(true);
    expect(isBlue(fourBeforeEnd), `blue 4 s before the end, got ${fourBeforeEnd}`).toBe(true);
    // produced, not a slideshow: at the cross-fade's midpoint (blue from 8 s) the frame is half red, half blue
    const midpoint = await colourAt(page, player, 8.25);
    const mix = RED.map((v, i) => (v + BLUE[i]) / 2);
    expect(
      midpoint.every((v, i) => Math.abs(v - mix[i]) < 45),
      `half red, half blue at 8.25 s, got ${midpoint}`,
    ).toBe(true);

    // and its download is the same file
    const fromViewer = await saveVideo(page, () => page.getByRole('link', { name: 'Download and save' }).click());
    expect(fromViewer.download.suggestedFilename()).toBe('Grandma Rose - Happy 80th Birthday.mp4');
    expect(fromViewer.bytes.equals(fromThankYou.bytes)).toBe(true);

    // a new greeting's recipient page has views, likes and comments, as the demo greetings do
    await expect(page.getByRole('button', { name: /like/i }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /comments/i })).toBeVisible();
  });

  test("sound option 2 has no music under it; a clip that can't be decoded is left out, named as the clip list names it", async ({
    page,
  }) => {
    await freshAsDemo(page);
    const id = await createGreeting(page, 'Sam', 'Congratulations!');
    await addClips(page, [{ name: 'red.png', mimeType: 'image/png', buffer: solidPng(RED) }, greenSilentClip()]);
    // the app never sends a file it cannot open; one that came another way is left out of the video
    await uploadAsOtherClient(page, id, { name: 'broken.mp4', mimeType: 'video/mp4', buffer: brokenClip() });
    const { fizz } = await callAsPage<{ fizz: { videos: { id: number }[] } }>(
      page,
      'GET',
      `/rest/fizz/${id}/detail?type=edit-flow`,
    );
    // the silent green clip (the second) mutes the music
    await callAsPage(page, 'POST', '/rest/video/audio-option', { video: fizz.videos[1].id, audioOption: 2 });
    // the broken clip, captioned: the clip list names it so, third
    const broken = fizz.videos[2].id;
    await callAsPage(page, 'PUT', `/rest/video/${broken}/caption/Beach%20day`);
    await page.reload();
    await expect(page.locator('[data-clip-id]').nth(2)).toHaveAttribute('data-clip-id', String(broken));
    await expect(page.locator('[data-clip-id]').nth(2)).toContainText('Beach day');
    const note = "“Beach day” (clip 3) couldn't be loaded, so it is left out of the video.";

    await page.goto(`/preview/${id}`);
    // made while the creator looks: the finished video, and what it left out, named as the list names it
    await expect(page.getByText(note)).toBeVisible({ timeout: 120_000 });
    const { video: src } = await waitForFinishedVideo(page, id);
    expect(src).toMatch(/^\/mock-media\//);
    await expect(page.getByRole('group', { name: 'Your finished Video Greeting' })).toBeVisible();

    // the thank-you page says it too, before anything is pressed (and the project list, to its owner)
    await finishAndPay(page, id);
    await expect(page.getByText(note)).toBeVisible();
    await page.goto('/list');
    await expect(page.getByText(note)).toBeVisible();

    // intro 0-5 s (its sound and the music), the red photo 4.5-8.5 s (music), the silent clip 8-11 s
    // (option 2: none, once the music's ramp is down), the end card 10.5-13.5 s
    const [photo, muted] = await loudness(page, src!, [
      [5.5, 7.8],
      [8.7, 10.3],
    ]);
    expect(photo, 'music under the photo').toBeGreaterThan(0.01);
    expect(muted, 'no music under the option-2 clip').toBeLessThan(0.002);
    const bytes = Buffer.from(
      await page.evaluate(async (url) => Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer())), src!),
    );
    expect((await readVideoFile(bytes)).duration).toBeCloseTo(13.5, 0);
  });

  test('the instant preview shows the frames the file holds: a photo with its movement, a clip with its caption', async ({
    page,
  }) => {
    await freshAsDemo(page);
    // 1001 kept to the intro, the moving photo 5001 and the captioned webm 5005: a short render
    await changeFakeServer(page, (db) => {
      db.clips = db.clips.filter((c) => c.fizzId !== 1001 || c.id === 5001 || c.id === 5005);
    });
    await page.goto('/preview/1001');
    const { video } = await waitForFinishedVideo(page, '1001');
    await page.getByRole('button', { name: 'Watch it now' }).click();
    const player = page.getByRole('group', { name: "Instant preview of Alex's Birthday" });
    await page.getByRole('button', { name: 'Pause' }).click();
    const fileVideo = await addVideo(page, video!);

    // 1001: the intro, then photo 5001 … and the webm 5005 ('Love you!'), where the file's timeline puts them
    const timeline = await timelineOf(page, '1001');
    const startOf = (key: string) => timeline.segments.find((s) => s.key === key)!.start;
    const cases: [string, number][] = [
      ['clip-5001', startOf('clip-5001')],
      ['clip-5005', startOf('clip-5005')],
    ];
    for (const [key, start] of cases) {
      await page.getByRole('button', { name: 'Play' }).waitFor();
      while ((await player.getAttribute('data-segment')) !== key) await page.getByRole('button', { name: 'Next clip' }).click();
      // the stage at the segment's first frame, and the file at the same moment
      const file = await smallPicture(fileVideo, start + 0.01);
      let difference = Infinity;
      await expect
        .poll(async () => (difference = pictureDifference(await smallPicture(player.getByRole('img')), file)), { timeout: 5_000 })
        .toBeLessThan(12);
      test
        .info()
        .annotations.push({ type: `preview vs file, ${key}`, description: `mean difference ${difference.toFixed(1)} of 255` });
    }
  });
});

/** A greeting's timeline as the renderer builds it: its parts, and the lengths of its videos (read from public/). */
async function timelineOf(page: Page, id: string): Promise<Timeline> {
  const { fizz } = await callAsPage<{ fizz: EditGreeting }>(page, 'GET', `/rest/fizz/${id}/detail?type=edit-flow`);
  const greeting = editGreetingSchema.parse(fizz);
  const parts = { intro: greeting.introVideo, clips: greeting.videos };
  const videos = [parts.intro, ...parts.clips.map((c) => (c.isImage ? null : c.video))].filter((v): v is string => Boolean(v));
  const durations: Record<string, number> = {};
  for (const src of videos) {
    const input = new Input({ source: new BufferSource(readFileSync(path.join('public', src))), formats: ALL_FORMATS });
    durations[src] = await input.computeDuration([(await input.getPrimaryVideoTrack())!]);
  }
  return buildTimeline({ intro: parts.intro, clips: parts.clips, music: null, durations, endCard: true });
}
