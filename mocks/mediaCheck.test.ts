import { describe, expect, it } from 'vitest';
import { HOSTILE, photoJpeg, type FixtureFile } from '../e2e/fixtures/hostile';
import { checkClipFile, declaredKinds, sniffClipType } from './mediaCheck';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffClipType: what a file is, by its leading bytes', () => {
  it.each([
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), { kind: 'image', mime: 'image/jpeg' }],
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), { kind: 'image', mime: 'image/png' }],
    ['a GIF89a', bytes('GIF89a', [1, 0]), { kind: 'image', mime: 'image/gif' }],
    ['a GIF87a', bytes('GIF87a', [1, 0]), { kind: 'image', mime: 'image/gif' }],
    ['an MP4 (ftyp isom)', bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]), { kind: 'video', mime: 'video/mp4' }],
    ['a QuickTime .mov (ftyp qt)', bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 0, 0]), { kind: 'video', mime: 'video/quicktime' }],
    ['an M4V (ftyp M4V)', bytes([0, 0, 0, 0x1c], 'ftypM4V ', [0, 0, 0, 1]), { kind: 'video', mime: 'video/x-m4v' }],
    ['a WebM (EBML)', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]), { kind: 'video', mime: 'video/webm' }],
    ['an AVI (RIFF....AVI )', bytes('RIFF', [0x10, 0, 0, 0], 'AVI LIST'), { kind: 'video', mime: 'video/x-msvideo' }],
    // an ISO file is an MP4 only when its brands are not a still picture's
    [
      'a HEIC (ftyp heic): a photo',
      bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0], 'mif1heic'),
      { kind: 'image', mime: 'image/heic' },
    ],
    [
      'a HEIF (ftyp mif1): a photo',
      bytes([0, 0, 0, 24], 'ftypmif1', [0, 0, 0, 0], 'mif1heic'),
      { kind: 'image', mime: 'image/heic' },
    ],
    ['an AVIF (ftyp avif): no clip type, never an MP4', bytes([0, 0, 0, 24], 'ftypavif', [0, 0, 0, 0], 'mif1miaf'), null],
    ['an MP4 of brand mp42', bytes([0, 0, 0, 24], 'ftypmp42', [0, 0, 0, 0], 'mp42isom'), { kind: 'video', mime: 'video/mp4' }],
    ['HTML', bytes('<html><script>alert(1)'), null],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    ['an SVG with an XML declaration', bytes('<?xml version="1.0"?><svg'), null],
    ['plain text', bytes('jpeg bytes'), null],
    ['a WAV (RIFF but not AVI)', bytes('RIFF', [0x10, 0, 0, 0], 'WAVEfmt '), null],
    ['a WebP (not on the list)', bytes('RIFF', [0x10, 0, 0, 0], 'WEBPVP8 '), null],
    ['a PDF', bytes('%PDF-1.7'), null],
    ['a cut-off JPEG signature', bytes([0xff, 0xd8]), null],
    ['nothing', bytes(), null],
  ])('%s', (_name, head, expected) => {
    expect(sniffClipType(head)).toEqual(expected);
  });
});

describe('declaredKinds: what an upload says it sends', () => {
  it.each<[string, { name: string; type: string }, boolean | null, string[]]>([
    ['a photo, said three ways', { name: 'us.jpg', type: 'image/jpeg' }, false, ['image', 'image', 'image']],
    [
      'a recording (type with codecs)',
      { name: 'recording.webm', type: 'video/webm;codecs=vp8,opus' },
      true,
      ['video', 'video', 'video'],
    ],
    ['a JPEG named and typed as a video', { name: 'party.mp4', type: 'video/mp4' }, null, ['video', 'video']],
    ['no type: the extension', { name: 'IMG_0001.HEIC', type: '' }, null, ['image']],
    ['a generic type says nothing', { name: 'upload', type: 'application/octet-stream' }, null, []],
    ['an unknown extension says nothing', { name: 'odd.txt', type: 'text/plain' }, false, ['image']],
  ])('%s', (_, part, isVideo, kinds) => expect(declaredKinds(part, isVideo)).toEqual(kinds));
});

describe('checkClipFile: the bytes, against what the upload says, and a photo by its header', () => {
  const file = ({ name, mimeType, buffer }: FixtureFile) => new File([new Uint8Array(buffer)], name, { type: mimeType });
  it.each<[string, FixtureFile, boolean | null, unknown]>([
    [
      'a real JPEG',
      { name: 'us.jpg', mimeType: 'image/jpeg', buffer: photoJpeg() },
      false,
      { kind: 'image', mime: 'image/jpeg' },
    ],
    ['a JPEG behind 650 kB of XMP', HOSTILE.metadataJpeg(), false, { kind: 'image', mime: 'image/jpeg' }],
    [
      'a 2 s MP4 whose frames are noise (the device finds those)',
      HOSTILE.damagedMp4(),
      true,
      { kind: 'video', mime: 'video/mp4' },
    ],
    ['a 20000 × 20000 PNG', HOSTILE.hugePng(), false, { refused: 'too-many-pixels' }],
    ['a 9000 × 9000 animated PNG', HOSTILE.hugeApng(), false, { refused: 'too-many-pixels' }],
    ['an MP4 cut short after its index', HOSTILE.truncatedMp4(), true, { refused: 'video-cut-short' }],
    ['a HEIC named .mp4', HOSTILE.heicAsMp4(), true, { refused: 'heif' }],
    ['an AVIF named .mp4', HOSTILE.avifAsMp4(), null, { refused: 'heif' }],
    ['text named .jpg', HOSTILE.textAsJpeg(), false, { refused: 'not-media' }],
    ['a JPEG named and typed .mp4', HOSTILE.jpegAsVideo(), null, { refused: 'not-as-declared' }],
    [
      'a JPEG sent with isVideo=yes',
      { name: 'us.jpg', mimeType: 'image/jpeg', buffer: photoJpeg() },
      true,
      { refused: 'not-as-declared' },
    ],
  ])('%s', async (_, fixture, isVideo, result) => expect(await checkClipFile(file(fixture), isVideo)).toEqual(result));
});
