import { describe, expect, it } from 'vitest';
import { exifOrientation, readImageHeader, sniffImage } from './imageHeader';
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
