import { describe, expect, it } from 'vitest';
import { exifOrientation, readImageFile, readImageHeader, sniffImage } from './imageHeader';
import { sniffVideo } from './videoHeader';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const u16 = (n: number) => [n >> 8, n & 255];
const u32 = (n: number) => [n >>> 24, (n >> 16) & 255, (n >> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, n >> 8];

/** A JPEG's markers up to its frame header: an EXIF orientation (big- or little-endian), then SOF. */
function jpeg(width: number, height: number, orientation?: number, little = false) {
  const tiff = little
    ? bytes('II', [42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, orientation ?? 1, 0, 0, 0, 0, 0, 0, 0])
    : bytes('MM', [0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation ?? 1, 0, 0, 0, 0, 0, 0]);
  const exif = orientation ? [0xff, 0xe1, ...u16(tiff.length + 8), ...bytes('Exif', [0, 0]), ...tiff] : [];
  return bytes([0xff, 0xd8], exif, [0xff, 0xc0, 0, 17, 8, ...u16(height), ...u16(width), 3]);
}

function png(width: number, height: number, colourType: number, chunks: string[] = []) {
  const chunk = (type: string, data: number[] = []) => [...u32(data.length), ...bytes(type), ...data, 0, 0, 0, 0];
  return bytes(
    [0x89],
    'PNG',
    [13, 10, 26, 10],
    chunk('IHDR', [...u32(width), ...u32(height), 8, colourType, 0, 0, 0]),
    ...chunks.map((c) => chunk(c, [0])),
    chunk('IDAT', [0]),
  );
}

/** A GIF with no global table: `frames` images, a graphic-control block (transparent or not), a loop block. */
function gif(frames: number, { transparent = false, loop = false } = {}) {
  const control = [0x21, 0xf9, 4, transparent ? 1 : 0, 0, 0, 0, 0];
  const image = [0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x4c, 0x01, 0];
  const netscape = [0x21, 0xff, 11, ...bytes('NETSCAPE2.0'), 3, 1, 0, 0, 0];
  return bytes(
    'GIF89a',
    [...le16(320), ...le16(240), 0, 0, 0],
    loop ? netscape : [],
    ...Array(frames).fill([...control, ...image]),
    [0x3b],
  );
}

describe('readImageHeader', () => {
  it.each([
    [
      'JPEG, no EXIF',
      jpeg(4032, 3024),
      { format: 'jpeg', width: 4032, height: 3024, orientation: 1, transparent: false, animated: false },
    ],
    [
      'JPEG, EXIF 6 (Motorola order)',
      jpeg(4032, 3024, 6),
      { format: 'jpeg', width: 4032, height: 3024, orientation: 6, transparent: false, animated: false },
    ],
    [
      'JPEG, EXIF 8 (Intel order)',
      jpeg(640, 480, 8, true),
      { format: 'jpeg', width: 640, height: 480, orientation: 8, transparent: false, animated: false },
    ],
    [
      'PNG RGB',
      png(800, 600, 2),
      { format: 'png', width: 800, height: 600, orientation: 1, transparent: false, animated: false },
    ],
    [
      'PNG RGBA',
      png(800, 600, 6),
      { format: 'png', width: 800, height: 600, orientation: 1, transparent: true, animated: false },
    ],
    [
      'PNG palette with tRNS',
      png(16000, 12000, 3, ['tRNS']),
      { format: 'png', width: 16000, height: 12000, orientation: 1, transparent: true, animated: false },
    ],
    [
      'animated PNG',
      png(100, 100, 6, ['acTL']),
      { format: 'png', width: 100, height: 100, orientation: 1, transparent: true, animated: true },
    ],
    ['still GIF', gif(1), { format: 'gif', width: 320, height: 240, orientation: 1, transparent: false, animated: false }],
    [
      'still GIF, transparent colour',
      gif(1, { transparent: true }),
      { format: 'gif', width: 320, height: 240, orientation: 1, transparent: true, animated: false },
    ],
    ['GIF of two frames', gif(2), { format: 'gif', width: 320, height: 240, orientation: 1, transparent: false, animated: true }],
    [
      'GIF with a loop block',
      gif(1, { loop: true }),
      { format: 'gif', width: 320, height: 240, orientation: 1, transparent: false, animated: true },
    ],
    [
      'HEIC (its largest ispe)',
      bytes(
        [0, 0, 0, 24],
        'ftypheic',
        [0, 0, 0, 0],
        'mif1heic',
        [0, 0, 0, 20],
        'ispe',
        [0, 0, 0, 0],
        u32(512),
        u32(512),
        [0, 0, 0, 20],
        'ispe',
        [0, 0, 0, 0],
        u32(4032),
        u32(3024),
      ),
      { format: 'heic', width: 4032, height: 3024, orientation: 1, transparent: false, animated: false },
    ],
  ])('%s', (_, header, facts) => expect(readImageHeader(header)).toEqual(facts));

  it.each([
    ['text named .jpg', bytes('hello, not a photo')],
    ['empty', bytes()],
    ['a JPEG cut before its frame header', jpeg(10, 10).subarray(0, 8)],
    ['an MP4', bytes([0, 0, 0, 24], 'ftypisom')],
  ])('%s: null', (_, header) => expect(readImageHeader(header)).toBeNull());
});

describe('sniffImage and sniffVideo: what the bytes are, whatever the name says', () => {
  it.each([
    [jpeg(1, 1), 'jpeg', null],
    [png(1, 1, 2), 'png', null],
    [gif(1), 'gif', null],
    [bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'webp', null],
    [bytes([0, 0, 0, 24], 'ftypheix'), 'heic', 'isobmff'],
    // HEIC and AVIF are photos, whatever their name says (an ISO file like an MP4, but its brands differ)
    [bytes([0, 0, 0, 24], 'ftypavif', [0, 0, 0, 0], 'mif1miaf'), 'avif', 'isobmff'],
    [bytes([0, 0, 0, 24], 'ftypavis', [0, 0, 0, 0], 'msf1miaf'), 'avif', 'isobmff'],
    [bytes([0, 0, 0, 24], 'ftypmif1', [0, 0, 0, 0], 'mif1avif'), 'avif', 'isobmff'],
    [bytes([0, 0, 0, 24], 'ftypmsf1', [0, 0, 0, 0], 'msf1hevc'), 'heic', 'isobmff'],
    [bytes([0, 0, 0, 24], 'ftyphevc', [0, 0, 0, 0], 'msf1hevc'), 'heic', 'isobmff'],
    [bytes([0, 0, 0, 24], 'ftypisom', [0, 0, 2, 0], 'isomavc1'), null, 'isobmff'],
    [bytes([0, 0, 0, 24], 'ftypmp42', [0, 0, 0, 0], 'mp42isom'), null, 'isobmff'],
    [bytes([0, 0, 0, 24], 'ftypqt  '), null, 'isobmff'],
    [bytes([0, 0, 0, 8], 'wide'), null, 'isobmff'],
    [bytes([0x1a, 0x45, 0xdf, 0xa3]), null, 'matroska'],
    [bytes('RIFF', [0, 0, 0, 0], 'AVI LIST'), null, 'avi'],
    [bytes('hello world!'), null, null],
  ])('%#', (header, image, video) => {
    expect(sniffImage(header)).toBe(image);
    expect(sniffVideo(header)).toBe(video);
  });
});

describe('exifOrientation', () => {
  it('is null for an orientation out of range or a cut block', () => {
    expect(exifOrientation(bytes('MM', [0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 9, 0, 0]))).toBeNull();
    expect(exifOrientation(bytes('MM', [0, 42, 0, 0, 0, 8, 0, 1]))).toBeNull();
  });
});

/** A Blob that counts the bytes read from it. */
function counted(parts: Uint8Array[]) {
  const blob = new Blob(parts as BlobPart[]);
  const reads: number[] = [];
  const slice = blob.slice.bind(blob);
  return Object.assign(blob, {
    reads,
    slice: (start?: number, end?: number) => {
      const part = slice(start, end);
      reads.push(part.size);
      return part;
    },
  });
}

/** `count` APP1 segments of XMP, each `size` bytes long: what photo editors put before the picture. */
const xmp = (count: number, size = 65_000) =>
  Array.from({ length: count }, () => bytes([0xff, 0xe1, ...u16(size + 2)], new Array<number>(size).fill(0x20)));

describe('readImageFile: only the bytes the header needs, however far in the facts are', () => {
  it("walks 650 kB of XMP by the segments' lengths to the frame header (the first 512 kB alone say nothing)", async () => {
    const head = jpeg(4032, 3024, 6);
    const file = counted([head.subarray(0, 2), ...xmp(10), head.subarray(2), new Uint8Array(2_000_000)]);
    expect(file.size).toBeGreaterThan(2_650_000);
    expect(readImageHeader(new Uint8Array(await file.slice(0, 512 * 1024).arrayBuffer()))).toBeNull();
    file.reads.length = 0;
    expect(await readImageFile(file)).toEqual({
      format: 'jpeg',
      width: 4032,
      height: 3024,
      orientation: 6,
      transparent: false,
      animated: false,
    });
    // a read at each segment, never the segments themselves (nor the picture after them)
    const read = file.reads.reduce((a, b) => a + b, 0);
    expect(read).toBeLessThan(250 * 1024);
  });

  it("finds an APNG's acTL after large chunks in front of it", async () => {
    const chunk = (type: string, data: Uint8Array) => bytes(u32(data.length), type, [...data], [0, 0, 0, 0]);
    const file = new Blob([
      png(9000, 9000, 6).subarray(0, 33),
      chunk('iCCP', new Uint8Array(600_000)),
      chunk('acTL', new Uint8Array(8)),
      chunk('IDAT', new Uint8Array(1)),
    ] as BlobPart[]);
    expect(await readImageFile(file)).toMatchObject({ format: 'png', width: 9000, height: 9000, animated: true });
  });

  it.each([
    [
      'a JPEG whose segments run past its end',
      new Blob([jpeg(10, 10).subarray(0, 2), ...xmp(2)].map((p, i) => (i === 2 ? p.subarray(0, 100) : p)) as BlobPart[]),
    ],
    [
      'a JPEG whose image data comes before any frame header',
      new Blob([bytes([0xff, 0xd8, 0xff, 0xda, 0, 4, 0, 0])] as BlobPart[]),
    ],
    ['text', new Blob(['just some text'])],
    ['nothing', new Blob([])],
  ])('%s: null', async (_, file) => expect(await readImageFile(file)).toBeNull());

  it('agrees with readImageHeader on every photo it can read', async () => {
    for (const header of [jpeg(640, 480, 8, true), png(800, 600, 3, ['tRNS']), gif(2)])
      expect(await readImageFile(new Blob([header] as BlobPart[]))).toEqual(readImageHeader(header));
  });
});
