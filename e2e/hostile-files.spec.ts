import type { Page } from '@playwright/test';
import { HOSTILE, type FixtureFile } from './fixtures/hostile';
import { expect, freshAsDemo, openFresh, readFakeServer, test } from './support';

// Issue 35's hostile files picked in the app, as a creator and as an invitee: each one the device
// can tell is refused on its row with its message and Dismiss only, never sent; nothing is decoded
// whole, not even for a row's thumbnail. The same files straight to add-clip:
// mocks/hostileUploads.contract.test.ts; preparing them alone: e2e/prepare-media.spec.ts.

const MB = 1024 * 1024;
const uploadRows = (page: Page) => page.getByRole('list', { name: 'Uploads' }).getByRole('listitem');
const rowOf = (page: Page, name: string) => uploadRows(page).filter({ hasText: name });
const damaged = (name: string) =>
  `“${name}” can't be opened: it is damaged, or not the photo or video its name says. Please choose another file.`;
const tooLarge = (name: string, side: number) =>
  `“${name}” is too large to prepare on this device (${side} × ${side} pixels, ${Math.round((side * side) / 1e6)} megapixels). Please choose a photo of at most 64 megapixels.`;

type Decode = { api: string; bytes: number | null; width: number | null };

/** Records every decode the page asks for (createImageBitmap of a file, ImageDecoder) with the size asked. */
async function recordDecodes(page: Page) {
  await page.addInitScript(() => {
    const decodes: Decode[] = [];
    Object.assign(window, { decodes });
    const bitmap = window.createImageBitmap.bind(window);
    window.createImageBitmap = ((source: ImageBitmapSource, ...rest: unknown[]) => {
      const options = (rest.length >= 4 ? rest[4] : rest[0]) as ImageBitmapOptions | undefined;
      if (source instanceof Blob)
        decodes.push({ api: 'createImageBitmap', bytes: source.size, width: options?.resizeWidth ?? null });
      return (bitmap as (...args: unknown[]) => Promise<ImageBitmap>)(source, ...rest);
    }) as typeof createImageBitmap;
    const Decoder = window.ImageDecoder;
    window.ImageDecoder = class extends Decoder {
      constructor(init: ImageDecoderInit) {
        super(init);
        decodes.push({ api: 'ImageDecoder', bytes: null, width: init.desiredWidth ?? null });
      }
    };
  });
  return () => page.evaluate(() => (window as unknown as { decodes: Decode[] }).decodes);
}

/** The add-clip calls the page makes. */
function addClipCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (/\/rest\/fizz\/\d+\/add-clip\?/.test(r.url())) calls.push(r.url());
  });
  return calls;
}

const asPicked = (files: FixtureFile[]) => files.map(({ name, mimeType, buffer }) => ({ name, mimeType, buffer }));

test('a creator picks every hostile file at once: each is refused on its row with its message and never sent; the two good photos are made small and arrive', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const decodes = await recordDecodes(page);
  await freshAsDemo(page);
  await page.goto('/edit/1001');
  await expect(page.getByRole('heading', { level: 1, name: "Alex's Birthday" })).toBeVisible();
  await expect(page.locator('[data-clip-id]')).toHaveCount(5);
  const calls = addClipCalls(page);
  const files = {
    hugePng: HOSTILE.hugePng(),
    hugeJpeg: HOSTILE.hugeJpeg(),
    hugeApng: HOSTILE.hugeApng(),
    metadataJpeg: HOSTILE.metadataJpeg(),
    truncatedMp4: HOSTILE.truncatedMp4(),
    damagedMp4: HOSTILE.damagedMp4(),
    heicAsMp4: HOSTILE.heicAsMp4(),
    avifAsMp4: HOSTILE.avifAsMp4(),
    textAsJpeg: HOSTILE.textAsJpeg(),
    jpegAsVideo: HOSTILE.jpegAsVideo(),
  };
  await page.getByLabel('Add photos or videos').setInputFiles(asPicked(Object.values(files)));

  // the two photos that can be made small arrive: the 20000 × 20000 JPEG (decoded at 1/4) and the
  // JPEG behind 650 kB of XMP (read to its frame header)
  await expect(page.locator('[data-clip-id]')).toHaveCount(7, { timeout: 120_000 });
  const refusals: [string, string][] = [
    ['poster.png', tooLarge('poster.png', 20000)],
    ['sparkle.png', tooLarge('sparkle.png', 9000)],
    ...['cut.mp4', 'broken.mp4', 'IMG_0004.mp4', 'IMG_0005.mp4', 'holiday.jpg', 'party.mp4'].map(
      (name) => [name, damaged(name)] as [string, string],
    ),
  ];
  for (const [name, message] of refusals) {
    const row = rowOf(page, name);
    await expect(row.getByRole('alert')).toHaveText(message);
    // refused for what it is: Dismiss only
    await expect(row.getByRole('button', { name: `Dismiss ${name}` })).toBeVisible();
    await expect(row.getByRole('button', { name: `Retry ${name}` })).toHaveCount(0);
  }
  await expect(uploadRows(page)).toHaveCount(refusals.length);

  // the server got the two photos, small, and nothing else
  expect(calls).toHaveLength(2);
  const stored = await readFakeServer(page, (db) => Object.values(db.media).map((m) => [m.name, m.type, m.size]));
  expect(stored.map(([name, type]) => [name, type])).toEqual([
    ['panorama.jpg', 'image/jpeg'],
    ['edited.jpg', 'image/jpeg'],
  ]);
  expect(stored.every(([, , size]) => Number(size) < 1 * MB)).toBe(true);

  // nothing decoded whole: a file is decoded only asked for a size (a thumbnail, the photo made),
  // and the two too large to decode are never decoded at all
  const asked = await decodes();
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.filter((d) => d.width === null)).toEqual([]);
  const neverDecoded = [files.hugePng.buffer.length, files.hugeApng.buffer.length];
  expect(asked.filter((d) => d.bytes !== null && neverDecoded.includes(d.bytes))).toEqual([]);
  // the 20000 × 20000 JPEG only through ImageDecoder (scaled), never createImageBitmap of the file
  expect(asked.filter((d) => d.bytes === files.hugeJpeg.buffer.length)).toEqual([]);

  // Dismiss takes a refused row away
  await rowOf(page, 'poster.png').getByRole('button', { name: 'Dismiss poster.png' }).click();
  await expect(uploadRows(page)).toHaveCount(refusals.length - 1);
});

test('an invitee picks a HEIC named .mp4, an animated PNG of 81 megapixels and a text file named .jpg: each refused on its row, nothing sent, no Success!', async ({
  page,
}) => {
  const calls = addClipCalls(page);
  await openFresh(page, '/in/inv-1001');
  await expect(page.getByRole('heading', { level: 1, name: "You're invited!" })).toBeVisible();
  await page
    .getByLabel('ADD PHOTOS OR VIDEO')
    .setInputFiles(asPicked([HOSTILE.heicAsMp4(), HOSTILE.hugeApng(), HOSTILE.textAsJpeg()]));
  await expect(rowOf(page, 'IMG_0004.mp4').getByRole('alert')).toHaveText(damaged('IMG_0004.mp4'));
  await expect(rowOf(page, 'sparkle.png').getByRole('alert')).toHaveText(tooLarge('sparkle.png', 9000));
  await expect(rowOf(page, 'holiday.jpg').getByRole('alert')).toHaveText(damaged('holiday.jpg'));
  await expect(page).toHaveURL(/\/in\/inv-1001$/);
  expect(calls).toEqual([]);
  expect(await readFakeServer(page, (db) => db.clips.filter((c) => c.fizzId === 1001).length)).toBe(5);
});
