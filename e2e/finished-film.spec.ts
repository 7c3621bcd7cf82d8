import type { Page } from '@playwright/test';
import { expect as baseExpect, freshAsDemo, test } from './support';
import { BLUE, RED, solidPng } from './media/files';
import {
  addClips,
  brokenClip,
  addVideo,
  callAsPage,
  createGreeting,
  readVideoFile,
  smallPicture,
  uploadAsOtherClient,
  waitForFinishedVideo,
} from './media/journey';

// The finished film looks produced and loses no part: an end card naming who it is from, its poster
// and title, and every clip the preview plays, a Chrome-recorded MP4 (VP9, level 00) among them.
// (The cross-fades are checked on the red and blue photos of finished-video.spec.ts.)

const expect = baseExpect.configure({ timeout: 30_000 });

/** Records `seconds` of a solid colour with Chromium's MediaRecorder, as MP4 with VP9 (what Chrome writes). */
async function recordVp9Mp4(page: Page, colour: string, seconds: number): Promise<{ codec: string; base64: string }> {
  return page.evaluate(
    async ([colour, seconds]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 360;
      const ctx = canvas.getContext('2d')!;
      const stream = canvas.captureStream(30);
      const type = 'video/mp4;codecs=vp9';
      if (!MediaRecorder.isTypeSupported(type)) throw new Error('no VP9 MP4 recording here');
      const recorder = new MediaRecorder(stream, { mimeType: type });
      const parts: Blob[] = [];
      recorder.ondataavailable = (e) => e.data.size && parts.push(e.data);
      let frame = 0;
      const timer = setInterval(() => {
        ctx.fillStyle = colour;
        ctx.fillRect(0, 0, 640, 360);
        // a little movement, so every frame is a new one
        ctx.fillStyle = '#000';
        ctx.fillRect((frame++ * 8) % 600, 0, 4, 4);
      }, 33);
      recorder.start(250);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      recorder.stop();
      await new Promise((resolve) => (recorder.onstop = resolve));
      clearInterval(timer);
      const bytes = new Uint8Array(await new Blob(parts).arrayBuffer());
      let binary = '';
      for (const b of bytes) binary += String.fromCharCode(b);
      return { codec: recorder.mimeType, base64: btoa(binary) };
    },
    [colour, seconds] as const,
  );
}

/** Sends a file to add-clip as the recorder (type=desktop-record) or an invitee (type=invite, with a first name) would. */
async function sendClip(
  page: Page,
  id: string,
  file: { name: string; type: string; base64: string },
  as: { kind: 'desktop-record' } | { kind: 'invite'; code: string; name: string },
) {
  const answer = await page.evaluate(
    async ([id, file, as]) => {
      const session = /(?:^|; )sessionId=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const form = new FormData();
      const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
      form.append('files[]', new File([bytes], file.name, { type: file.type }), file.name);
      if (as.kind === 'invite') form.append('contributorName', as.name);
      const video = file.type.startsWith('video/') ? 'yes' : 'no';
      const size = (bytes.length / 1024 / 1024).toFixed(2);
      const query =
        as.kind === 'invite'
          ? `type=invite&uuid=${encodeURIComponent(as.code)}&size=${size}&isVideo=${video}`
          : `type=desktop-record&size=${size}&isVideo=${video}&micVol=80`;
      const res = await fetch(`/rest/fizz/${id}/add-clip?${query}`, {
        method: 'POST',
        headers: as.kind === 'invite' ? {} : { 'X-Session-Id': session },
        body: form,
      });
      return res.json() as Promise<{ status: string; message?: string }>;
    },
    [id, file, as] as const,
  );
  expect(answer, JSON.stringify(answer)).toMatchObject({ status: 'success' });
}

/** The middle of the file's picture at `seconds`, as [r, g, b]. */
async function middle(file: Awaited<ReturnType<typeof addVideo>>, seconds: number): Promise<[number, number, number]> {
  const pixels = await smallPicture(file, seconds);
  const at = (9 * 32 + 16) * 4;
  return [pixels[at], pixels[at + 1], pixels[at + 2]];
}

const near = (a: readonly number[], b: readonly number[], tolerance: number) =>
  a.every((v, i) => Math.abs(v - b[i]) <= tolerance);

test.describe('the finished film', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a clip Chrome recorded as MP4 (VP9) is in the file; it ends on a card naming the creator and an invitee', async ({
    page,
  }) => {
    await freshAsDemo(page);
    const id = await createGreeting(page, 'Grandma Rose', 'Happy 80th!');
    await addClips(page, [{ name: 'red.png', mimeType: 'image/png', buffer: solidPng(RED) }]);
    const recorded = await recordVp9Mp4(page, '#d020d0', 3);
    expect(recorded.codec).toContain('mp4');
    await sendClip(page, id, { name: 'recording.mp4', type: 'video/mp4', base64: recorded.base64 }, { kind: 'desktop-record' });
    const { fizz } = await callAsPage<{ fizz: { inviteLink: string } }>(page, 'GET', `/rest/fizz/${id}/detail?type=edit-flow`);
    const code = decodeURIComponent(new URL(fizz.inviteLink).pathname.split('/').pop()!);
    const blue = solidPng(BLUE).toString('base64');
    await sendClip(page, id, { name: 'blue.png', type: 'image/png', base64: blue }, { kind: 'invite', code, name: 'Jamie' });

    await page.goto(`/preview/${id}`);
    const { video: src, message } = await waitForFinishedVideo(page, id);
    expect(message, 'nothing left out').toBeNull();
    const bytes = Buffer.from(
      await page.evaluate(async (url) => Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer())), src!),
    );
    const film = await readVideoFile(bytes);

    // titled by its own text; its picture is the render's poster: the intro with that text, 1280×720
    const { item } = await callAsPage<{ item: { img: string; name: string } }>(page, 'GET', `/rest/fizz/${id}/detail`);
    expect(item.name).toBe('Happy 80th, Grandma Rose!');
    expect(item.img).toMatch(/^\/mock-media\//);
    const poster = await page.evaluate(async (url) => {
      const blob = await (await fetch(url)).blob();
      const bitmap = await createImageBitmap(blob);
      return { type: blob.type, width: bitmap.width, height: bitmap.height };
    }, item.img);
    expect(poster).toEqual({ type: 'image/jpeg', width: 1280, height: 720 });
    // intro 5 + photo 4 + the recording (about 3) + photo 4 + end card 3, less four half-second fades
    expect(film.duration).toBeGreaterThan(15.5);
    expect(film.duration).toBeLessThan(18);

    // the recording plays between the red photo and the blue one: magenta in its middle
    const file = await addVideo(page, src!);
    const recordingMiddle = 5 - 0.5 + 4 - 0.5 + 1.5;
    const magenta = await middle(file, recordingMiddle);
    expect(near(magenta, [208, 32, 208], 60), `the recording at ${recordingMiddle} s, got ${magenta}`).toBe(true);

    // the last frames: the end card in the template's colours (not the blue photo, not black)
    const card = await middle(file, film.duration - 0.3);
    expect(near(card, [20, 40, 220], 60), `the end card, not the blue photo: ${card}`).toBe(false);
    expect(
      card.some((v) => v > 40),
      `the end card is not black: ${card}`,
    ).toBe(true);

    // the preview ends on the same card, and says who it is from
    await page.getByRole('button', { name: 'Watch it now' }).click();
    const player = page.getByRole('group', { name: /Instant preview of/ });
    await page.getByRole('button', { name: 'Pause' }).click();
    for (let i = 0; i < 6 && (await player.getAttribute('data-segment')) !== 'end-card'; i++)
      await page.getByRole('button', { name: 'Next clip' }).click();
    await expect(player).toHaveAttribute('data-segment', 'end-card');
    await expect(player.getByRole('img', { name: 'With love from Demo and Jamie' })).toBeVisible();
  });

  test("step 4 names a clip that can't go in, before finishing, and Remove takes it out", async ({ page }) => {
    await freshAsDemo(page);
    const id = await createGreeting(page, 'Mia', 'Get well soon');
    await addClips(page, [{ name: 'red.png', mimeType: 'image/png', buffer: solidPng(RED) }]);
    // a file no browser plays, sent as a client that does not prepare files would send it
    await uploadAsOtherClient(page, id, { name: 'broken.mp4', mimeType: 'video/mp4', buffer: brokenClip() });
    await page.reload();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 4 of 4')).toBeVisible();
    const region = page.getByRole('region', { name: "These can't go in your video" });
    await expect(region.getByRole('listitem')).toHaveCount(1);
    await expect(region.getByRole('listitem')).toContainText('(clip 2)');
    await expect(region.getByRole('button', { name: /^Replace / })).toBeVisible();
    await region.getByRole('button', { name: /^Remove / }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(region).toBeHidden();
    const { fizz } = await callAsPage<{ fizz: { videos: unknown[] } }>(page, 'GET', `/rest/fizz/${id}/detail?type=edit-flow`);
    expect(fizz.videos).toHaveLength(1);
  });

  test("fault: a clip WebCodecs refuses but the browser's player plays goes in, converted by the player", async ({ page }) => {
    // this browser's WebCodecs refuses VP9 (in the page and in every worker); its <video> still plays it
    const refuseVp9 =
      "{const o=VideoDecoder.isConfigSupported.bind(VideoDecoder);VideoDecoder.isConfigSupported=async(c)=>String(c&&c.codec||'').startsWith('vp09')?{supported:false,config:c}:o(c);}";
    await page.addInitScript(refuseVp9);
    await page.route(/\/assets\/[^/]*worker[^/]*\.js$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${refuseVp9}\n${await response.text()}` });
    });
    await freshAsDemo(page);
    const id = await createGreeting(page, 'Leo', 'Happy birthday');
    const recorded = await recordVp9Mp4(page, '#20c020', 3);
    await sendClip(page, id, { name: 'recording.mp4', type: 'video/mp4', base64: recorded.base64 }, { kind: 'desktop-record' });
    await page.goto(`/preview/${id}`);
    const { video: src, message } = await waitForFinishedVideo(page, id);
    expect(message, 'nothing left out').toBeNull();
    const file = await addVideo(page, src!);
    // the intro 0-5, the recording from 4.5
    const green = await middle(file, 6);
    expect(near(green, [32, 192, 32], 60), `the recording, converted: ${green}`).toBe(true);
  });
});
