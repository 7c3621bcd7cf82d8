import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { clipMp4, heifPhoto, HOSTILE, type FixtureFile } from './fixtures/hostile';
import { expect, readFakeServer, test } from './support';
import type { PreparePage } from './prepare-page/page';
import { servePreparePage } from './prepare-page/serve';

// Photos and videos prepared on the device before upload (src/media/prepare), in real
// Chromium (WebCodecs, ImageDecoder, OffscreenCanvas). A page of its own imports the module; the
// test media are made in the page (canvas and Mediabunny), so none sit in the repository.

const NOT_PREPARED = 'This video could not be prepared on this device; it is uploaded as it is and may not show in the preview.';
const MB = 1024 * 1024;

// one build of the page, shared by the tests of this file, which run in order in one worker
test.describe.configure({ mode: 'default' });

let served: Awaited<ReturnType<typeof servePreparePage>>;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = Number(process.env.E2E_PORT ?? 4173) + 100;
  served = await servePreparePage(port, resolve(`${process.env.E2E_OUT_DIR ?? 'dist'}-prepare-page`));
});
test.afterAll(async () => served?.close());

async function open(page: Page) {
  await page.goto(served.url);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
}

test('a large JPEG turned by EXIF orientation 6 comes out upright, as a JPEG under 1 MB', async ({ page }) => {
  await open(page);
  const result = await page.evaluate(async () => {
    const { prepareMedia, media, photoFacts } = window as unknown as PreparePage;
    const jpeg = await media.withOrientation(await media.photo(4032, 3024), 6);
    const prepared = await prepareMedia(new File([jpeg], 'IMG_0001.jpg', { type: 'image/jpeg' }));
    // the lime corner was the stored picture's top left: turned a quarter clockwise, it is top right
    const { width, height, pixel } = await photoFacts(prepared.file, 0.95, 0.05);
    const { file, ...rest } = prepared;
    return { ...rest, name: file.name, type: file.type, size: file.size, width, height, pixel };
  });
  expect(result).toMatchObject({ outcome: 'prepared', name: 'IMG_0001.jpg', type: 'image/jpeg', width: 1920, height: 2560 });
  expect(result.pixel[1]).toBeGreaterThan(200);
  expect(result.pixel[0]).toBeLessThan(60);
  expect(result.before).toBeGreaterThan(2 * MB);
  expect(result.size).toBe(result.after);
  expect(result.after).toBeLessThan(1 * MB);
  expect(result.note).toMatch(/^Made smaller for a faster upload: \d+\.\d MB → 0\.\d MB$/);
});

test('a 16000 × 12000 JPEG is prepared (decoded scaled down); a PNG that large is refused with a clear message', async ({
  page,
}) => {
  await open(page);
  const result = await page.evaluate(async () => {
    const { prepareMedia, media, photoFacts } = window as unknown as PreparePage;
    const jpeg = await prepareMedia(new File([media.flatJpeg(16000, 12000)], 'panorama.jpg', { type: 'image/jpeg' }));
    const facts = await photoFacts(jpeg.file);
    const png = await prepareMedia(new File([await media.pngHeaderOnly(16000, 12000)], 'poster.png', { type: 'image/png' })).then(
      () => null,
      (e: Error & { reason?: string }) => ({ name: e.name, reason: e.reason, message: e.message }),
    );
    return { jpeg: { outcome: jpeg.outcome, type: jpeg.file.type, width: facts.width, height: facts.height }, png };
  });
  expect(result.jpeg).toEqual({ outcome: 'prepared', type: 'image/jpeg', width: 2560, height: 1920 });
  expect(result.png).toEqual({
    name: 'PrepareError',
    reason: 'too-large',
    message:
      '“poster.png” is too large to prepare on this device (16000 × 12000 pixels, 192 megapixels). Please choose a photo of at most 64 megapixels.',
  });
});

test('a PNG with transparency stays a PNG, scaled to 2560 px, still transparent', async ({ page }) => {
  await open(page);
  const result = await page.evaluate(async () => {
    const { prepareMedia, media, photoFacts } = window as unknown as PreparePage;
    const prepared = await prepareMedia(new File([await media.transparentPng(3000, 2000)], 'logo.png', { type: 'image/png' }));
    const clear = await photoFacts(prepared.file, 0.9, 0.5);
    const red = await photoFacts(prepared.file, 0.1, 0.5);
    return { outcome: prepared.outcome, name: prepared.file.name, type: prepared.file.type, clear, red };
  });
  expect(result).toMatchObject({ outcome: 'prepared', name: 'logo.png', type: 'image/png' });
  expect([result.clear.width, result.clear.height]).toEqual([2560, 1707]);
  expect(result.clear.pixel[3]).toBe(0);
  expect(result.red.pixel[3]).toBe(255);
});

test('a clip larger than 1080p comes out as 1080p H.264 with AAC sound, telling its progress', async ({ page }) => {
  test.setTimeout(120_000);
  await open(page);
  const result = await page.evaluate(async () => {
    const { prepareMedia, media, videoFacts } = window as unknown as PreparePage;
    const clip = new File([await media.makeClip(2560, 1440, 2, 100)], 'party.mov', { type: 'video/quicktime' });
    const progress: number[] = [];
    const prepared = await prepareMedia(clip, { onProgress: (done) => progress.push(done) });
    return {
      outcome: prepared.outcome,
      name: prepared.file.name,
      type: prepared.file.type,
      note: prepared.note,
      before: await videoFacts(clip),
      after: await videoFacts(prepared.file),
      progress,
    };
  });
  expect(result.before).toMatchObject({ codec: 'avc', width: 2560, height: 1440, audio: 'opus' });
  expect(result).toMatchObject({ outcome: 'prepared', name: 'party.mp4', type: 'video/mp4' });
  expect(result.after).toMatchObject({ format: 'MP4', codec: 'avc', width: 1920, height: 1080, audio: 'aac' });
  expect(result.after.duration).toBeCloseTo(2, 0);
  expect(result.note).toMatch(/^(Made smaller for a faster upload|Converted so it plays everywhere): /);
  expect(result.progress.at(-1)).toBe(1);
  expect(result.progress).toEqual([...result.progress].sort((a, b) => a - b));
});

test('a video this browser cannot convert (HEVC) goes as it is, with the note', async ({ page }) => {
  await open(page);
  const result = await page.evaluate(async () => {
    const { prepareMedia, media } = window as unknown as PreparePage;
    const original = new File([await media.hevcClip(3840, 2160, 1)], 'IMG_0002.MOV', { type: 'video/quicktime' });
    const prepared = await prepareMedia(original);
    return {
      same: prepared.file === original,
      outcome: prepared.outcome,
      note: prepared.note,
      before: prepared.before,
      after: prepared.after,
    };
  });
  expect(result).toMatchObject({ same: true, outcome: 'not-prepared', note: NOT_PREPARED });
  expect(result.after).toBe(result.before);
});

test('cancelling stops a video conversion and ends its worker', async ({ page }) => {
  test.setTimeout(120_000);
  await open(page);
  const outcome = await page.evaluate(async () => {
    const { prepareMedia, media } = window as unknown as PreparePage;
    const counts = window as unknown as { progressAfterCancel: number };
    counts.progressAfterCancel = 0;
    const clip = new File([await media.makeClip(2560, 1440, 6, 40, false)], 'long.mp4', { type: 'video/mp4' });
    const controller = new AbortController();
    return prepareMedia(clip, {
      signal: controller.signal,
      onProgress: (done) => {
        if (controller.signal.aborted) counts.progressAfterCancel++;
        else if (done > 0) controller.abort();
      },
    }).then(
      () => 'finished',
      (e: Error) => e.name,
    );
  });
  expect(outcome).toBe('PrepareCancelled');
  // its worker ends, so no more progress can come: then none came after the cancel
  await expect.poll(() => page.workers().length).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { progressAfterCancel: number }).progressAfterCancel)).toBe(0);
});

test('an empty file, a file that is not what its name says and a HEIC this browser cannot open are refused, never sent', async ({
  page,
}) => {
  await open(page);
  // a HEIC's brands and the size its header names (its picture made up: Chromium opens no HEIC anyway)
  const heicBytes = [...heifPhoto('heic')];
  const results = await page.evaluate(async (heicBytes) => {
    const { prepareMedia, media } = window as unknown as PreparePage;
    const refusal = (file: File) =>
      prepareMedia(file).then(
        () => 'sent',
        (e: Error & { reason?: string }) => `${e.name} ${e.reason}: ${e.message}`,
      );
    const heic = new Uint8Array(heicBytes);
    return [
      await refusal(new File([], 'empty.jpg', { type: 'image/jpeg' })),
      await refusal(new File(['just some text'], 'holiday.jpg', { type: 'image/jpeg' })),
      await refusal(new File(['just some text'], 'holiday.mp4', { type: 'video/mp4' })),
      await refusal(new File([await media.photo(64, 64)], 'photo.mov', { type: 'video/quicktime' })),
      await refusal(new File([heic], 'IMG_0003.HEIC', { type: 'image/heic' })),
    ];
  }, heicBytes);
  const unreadable = (name: string) =>
    `PrepareError unreadable: “${name}” can't be opened: it is damaged, or not the photo or video its name says. Please choose another file.`;
  expect(results).toEqual([
    'PrepareError empty: “empty.jpg” is empty (0 bytes). Please choose another photo or video.',
    unreadable('holiday.jpg'),
    unreadable('holiday.mp4'),
    unreadable('photo.mov'),
    "PrepareError heic-unsupported: “IMG_0003.HEIC” is a HEIC photo, which this browser can't open. Please send it as a JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible).",
  ]);
});

// ------------------------------------------------------------------ hostile files (issue 35)

/** A fixture as the page's fileOf takes it. */
const picked = ({ name, mimeType, buffer }: FixtureFile) => [buffer.toString('base64'), name, mimeType] as const;

test('a 20000 × 20000 PNG and a 9000 × 9000 animated PNG are refused from their headers: nothing decodes them, not even for a thumbnail', async ({
  page,
}) => {
  await open(page);
  const result = await page.evaluate(
    async ([png, apng]) => {
      const { prepareMedia, makeThumbnail, fileOf, recordDecodes } = window as unknown as PreparePage;
      const decodes = recordDecodes();
      const out: string[] = [];
      for (const [base64, name, type] of [png!, apng!]) {
        const file = fileOf(base64, name, type);
        const [thumbnail, prepared] = await Promise.all([
          makeThumbnail(file, false),
          prepareMedia(file).then(
            () => 'sent',
            (e: Error & { reason?: string }) => `${e.reason}: ${e.message}`,
          ),
        ]);
        out.push(`${thumbnail === null ? 'icon' : 'thumbnail'}; ${prepared}`);
      }
      return { out, decodes };
    },
    [picked(HOSTILE.hugePng()), picked(HOSTILE.hugeApng())] as const,
  );
  expect(result.out).toEqual([
    'icon; too-large: “poster.png” is too large to prepare on this device (20000 × 20000 pixels, 400 megapixels). Please choose a photo of at most 64 megapixels.',
    'icon; too-large: “sparkle.png” is too large to prepare on this device (9000 × 9000 pixels, 81 megapixels). Please choose a photo of at most 64 megapixels.',
  ]);
  expect(result.decodes).toEqual([]);
});

test('a 20000 × 20000 JPEG: its thumbnail and the photo sent are decoded scaled down by ImageDecoder, never whole', async ({
  page,
}) => {
  await open(page);
  const result = await page.evaluate(async ([base64, name, type]) => {
    const { prepareMedia, makeThumbnail, fileOf, recordDecodes, photoFacts } = window as unknown as PreparePage;
    const decodes = recordDecodes();
    const file = fileOf(base64, name, type);
    const thumbnail = await makeThumbnail(file, false);
    const prepared = await prepareMedia(file);
    const asked = [...decodes];
    return { thumbnail: thumbnail !== null, outcome: prepared.outcome, asked, facts: await photoFacts(prepared.file) };
  }, picked(HOSTILE.hugeJpeg()));
  expect(result).toMatchObject({ thumbnail: true, outcome: 'prepared', facts: { width: 2560, height: 2560 } });
  // the decoder asked for the sizes made; the only bitmaps made are of its scaled frames, never of the file
  expect(result.asked).toEqual([
    // the thumbnail at an eighth (JPEG's smallest scaled decode), drawn down to 112 px from there
    { api: 'ImageDecoder', source: 'image/jpeg', bytes: null, width: 2500, height: 2500 },
    { api: 'createImageBitmap', source: 'VideoFrame', bytes: null, width: null, height: null },
    { api: 'ImageDecoder', source: 'image/jpeg', bytes: null, width: 2560, height: 2560 },
    { api: 'createImageBitmap', source: 'VideoFrame', bytes: null, width: null, height: null },
  ]);
});

test('a JPEG behind 650 kB of XMP is read to its frame header (not refused as damaged) and prepared, its thumbnail made small', async ({
  page,
}) => {
  await open(page);
  const result = await page.evaluate(async ([base64, name, type]) => {
    const { prepareMedia, makeThumbnail, fileOf, photoFacts } = window as unknown as PreparePage;
    const file = fileOf(base64, name, type);
    const thumbnail = await makeThumbnail(file, false);
    const prepared = await prepareMedia(file);
    return {
      thumbnail: thumbnail !== null,
      outcome: prepared.outcome,
      before: prepared.before,
      after: prepared.after,
      facts: await photoFacts(prepared.file),
    };
  }, picked(HOSTILE.metadataJpeg()));
  expect(result).toMatchObject({ thumbnail: true, outcome: 'prepared', facts: { width: 320, height: 240 } });
  expect(result.before).toBeGreaterThan(650 * 1024);
  expect(result.after).toBeLessThan(50 * 1024);
});

test('a video cut short after its index, or whose frames are damaged, is refused with the damaged-file message; the good one it came from is kept', async ({
  page,
}) => {
  await open(page);
  const results = await page.evaluate(
    async (files) => {
      const { prepareMedia, fileOf } = window as unknown as PreparePage;
      const out: string[] = [];
      for (const [base64, name, type] of files) {
        out.push(
          await prepareMedia(fileOf(base64, name, type)).then(
            (prepared) => `${prepared.outcome}`,
            (e: Error & { reason?: string }) => `${e.reason}: ${e.message}`,
          ),
        );
      }
      return out;
    },
    [
      picked(HOSTILE.truncatedMp4()),
      picked(HOSTILE.damagedMp4()),
      picked({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: clipMp4() }),
    ],
  );
  const damaged = (name: string) =>
    `damaged: “${name}” can't be opened: it is damaged, or not the photo or video its name says. Please choose another file.`;
  expect(results).toEqual([damaged('cut.mp4'), damaged('broken.mp4'), 'kept']);
});

test('a HEIC or AVIF photo named .mp4 is a photo named as a video: refused, never converted or sent', async ({ page }) => {
  await open(page);
  const results = await page.evaluate(
    async (files) => {
      const { prepareMedia, fileOf } = window as unknown as PreparePage;
      const out: string[] = [];
      for (const [base64, name, type] of files)
        out.push(
          await prepareMedia(fileOf(base64, name, type)).then(
            () => 'sent',
            (e: Error & { reason?: string }) => `${e.reason}`,
          ),
        );
      return out;
    },
    [picked(HOSTILE.heicAsMp4()), picked(HOSTILE.avifAsMp4()), picked(HOSTILE.jpegAsVideo())],
  );
  expect(results).toEqual(['unreadable', 'unreadable', 'unreadable']);
});

// ------------------------------------------------------------------ in the app: what the server receives

test('an invitee picks a big turned photo, a 1440p clip and an HEVC clip: the server gets an upright photo under 1 MB, a 1080p H.264 clip, and the HEVC as it was, with a note', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  // the media, made in the test page
  await open(page);
  const made = await page.evaluate(async () => {
    const { media } = window as unknown as PreparePage;
    const base64 = async (blob: Blob) => {
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    };
    return {
      photo: await base64(await media.withOrientation(await media.photo(4032, 3024), 6)),
      clip: await base64(await media.makeClip(2560, 1440, 2, 100)),
      hevc: await base64(await media.hevcClip(1920, 1080, 1)),
    };
  });
  const photo = Buffer.from(made.photo, 'base64');
  expect(photo.length).toBeGreaterThan(2 * MB);

  // the invitee page, as an invitee opens it
  const app = await context.newPage();
  await app.goto('/in/inv-1001');
  await expect(app.getByRole('heading', { level: 1, name: "You're invited!" })).toBeVisible();
  await app.getByLabel('ADD PHOTOS OR VIDEO').setInputFiles([
    { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo },
    { name: 'party.mov', mimeType: 'video/quicktime', buffer: Buffer.from(made.clip, 'base64') },
    { name: 'IMG_0002.MOV', mimeType: 'video/quicktime', buffer: Buffer.from(made.hevc, 'base64') },
  ]);
  // the clip is converted on the device first, with its own progress, then sent
  const clipRow = app.getByRole('list', { name: 'Uploads' }).getByRole('listitem').filter({ hasText: 'party.mov' });
  await expect(clipRow.getByText('Preparing…')).toBeVisible({ timeout: 60_000 });
  await expect(clipRow.getByRole('button', { name: 'Cancel party.mov' })).toBeVisible();
  // all three arrived: the invitee is on the thank-you page (spec part 2 §2)
  await expect(app).toHaveURL(/\/view-invite-thank-you$/, { timeout: 180_000 });
  // the last one's toast says it went as it was
  await expect(app.getByText(NOT_PREPARED)).toBeVisible();

  // what the fake server received, read back in the test page
  const received = await readFakeServer(app, (db) =>
    db.clips
      .filter((c) => c.fizzId === 1001 && c.addedBy === 'invitee' && c.uploadId)
      .sort((a, b) => a.index - b.index)
      .map((c) => (c.isImage ? c.image : c.video)),
  );
  expect(received).toHaveLength(3);
  const bytes = await app.evaluate(async (list) => {
    const out: string[] = [];
    for (const url of list) {
      const data = new Uint8Array(await (await fetch(url!)).arrayBuffer());
      let text = '';
      for (let i = 0; i < data.length; i += 0x8000) text += String.fromCharCode(...data.subarray(i, i + 0x8000));
      out.push(btoa(text));
    }
    return out;
  }, received);
  const facts = await page.evaluate(async ([photoBytes, clipBytes, hevcBytes]) => {
    const { photoFacts, videoFacts } = window as unknown as PreparePage;
    const blob = (b64: string) => new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))]);
    return {
      photo: { size: blob(photoBytes!).size, ...(await photoFacts(blob(photoBytes!))) },
      clip: await videoFacts(blob(clipBytes!)),
      hevc: { size: blob(hevcBytes!).size, ...(await videoFacts(blob(hevcBytes!))) },
    };
  }, bytes);
  expect(facts.photo).toMatchObject({ width: 1920, height: 2560 });
  expect(facts.photo.size).toBeLessThan(1 * MB);
  expect(facts.clip).toMatchObject({ codec: 'avc', width: 1920, height: 1080 });
  expect(facts.hevc).toMatchObject({ codec: 'hevc', size: Buffer.from(made.hevc, 'base64').length });
});
