import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ascii, jpegHeader, pngHeader, u16 } from '@/testing/imageHeaders';
import { preparePhoto } from './preparePhoto';

// The photo guard's order (issue 35): the header is read first (only the bytes it needs), the
// pixel limit refuses before anything decodes, and what is decoded is decoded scaled. jsdom decodes
// nothing: the browser's decoders are stubs that record what they were asked.

const jpeg = jpegHeader;
const png = (width: number, height: number, animated = false) => pngHeader(width, height, { animated });
/** 650 kB of XMP (ten APP1 segments) between a JPEG's start and its frame header. */
const withXmp = (bytes: number[]) => [
  ...bytes.slice(0, 2),
  ...Array.from({ length: 10 }, () => [0xff, 0xe1, ...u16(65_002), ...new Array<number>(65_000).fill(0x20)]).flat(),
  ...bytes.slice(2),
];
const heicWithoutSize = [0, 0, 0, 24, ...ascii('ftypheic'), 0, 0, 0, 0, ...ascii('mif1heic'), ...new Array<number>(64).fill(7)];

/** What was decoded, in order: 'bitmap of the file at W×H', 'ImageDecoder at W×H', 'bitmap of a decoded frame'. */
let decoded: string[] = [];
const frame = { close: () => undefined };

function stubBrowser({ imageDecoder }: { imageDecoder: boolean }) {
  decoded = [];
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async (source: unknown, options?: ImageBitmapOptions) => {
      decoded.push(
        source === frame ? 'bitmap of a decoded frame' : `bitmap of the file at ${options?.resizeWidth}×${options?.resizeHeight}`,
      );
      return { width: options?.resizeWidth ?? 2560, height: options?.resizeHeight ?? 2560, close: () => undefined };
    }),
  );
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext = () => ({ fillRect: () => undefined, drawImage: () => undefined });
      convertToBlob = async ({ type }: { type: string }) => new Blob(['made'], { type });
    },
  );
  if (!imageDecoder) return;
  vi.stubGlobal(
    'ImageDecoder',
    class {
      constructor({ desiredWidth, desiredHeight }: ImageDecoderInit) {
        decoded.push(`ImageDecoder at ${desiredWidth}×${desiredHeight}`);
      }
      decode = async () => ({ image: frame });
      close() {}
    },
  );
  vi.stubGlobal(
    'VideoFrame',
    class {
      get rotation() {
        return 0;
      }
    },
  );
}

beforeEach(() => {
  decoded = [];
});
afterEach(() => vi.unstubAllGlobals());

const fileOf = (name: string, bytes: number[]) =>
  // ImageDecoder reads a stream; jsdom's File has none
  Object.assign(new File([new Uint8Array(bytes)], name, { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' }), {
    stream: () => new ReadableStream(),
  });

const outcome = (file: File) =>
  preparePhoto(file).then(
    (prepared) => `${prepared.outcome} ${prepared.file.type}`,
    (error: Error & { reason?: string }) => `refused: ${error.reason}`,
  );

describe('preparePhoto: the header first, then a scaled decode, never a whole one of a photo too large', () => {
  it.each<[string, number[], boolean, string, string[]]>([
    ['a 20000 × 20000 PNG', png(20000, 20000), false, 'refused: too-large', []],
    ['a 9000 × 9000 animated PNG (sent as it is otherwise)', png(9000, 9000, true), true, 'refused: too-large', []],
    ['a 20000 × 20000 JPEG where nothing decodes scaled', jpeg(20000, 20000), false, 'refused: too-large', []],
    [
      'a 20000 × 20000 JPEG where ImageDecoder scales: decoded at 1/8, then drawn at 2560',
      jpeg(20000, 20000),
      true,
      'prepared image/jpeg',
      ['ImageDecoder at 2560×2560', 'bitmap of a decoded frame'],
    ],
    [
      'a 12 MP JPEG behind 650 kB of XMP: read to its frame header, decoded at 2560',
      withXmp(jpeg(4032, 3024)),
      false,
      'prepared image/jpeg',
      ['bitmap of the file at 2560×1920'],
    ],
    [
      'a PNG within the limit, too large to send: decoded at 2560',
      png(6000, 4000),
      false,
      'prepared image/jpeg',
      ['bitmap of the file at 2560×1707'],
    ],
    ['text named .jpg', ascii('just some text'), true, 'refused: unreadable', []],
    ['a HEIC whose header names no size', heicWithoutSize, false, 'refused: unreadable', []],
  ])('%s', async (_, bytes, imageDecoder, result, decodes) => {
    stubBrowser({ imageDecoder });
    const name = bytes[1] === 0x50 ? 'photo.png' : 'photo.jpg';
    expect(await outcome(fileOf(name, bytes))).toBe(result);
    expect(decoded).toEqual(decodes);
  });
});
