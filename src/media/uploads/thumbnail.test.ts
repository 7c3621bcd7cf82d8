import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jpegHeader, pngHeader, u16 } from '@/testing/imageHeaders';
import { makeThumbnail, THUMBNAIL_PX } from './thumbnail';

// jsdom draws nothing: the browser pieces the thumbnail uses are stubs that record what they were asked
const drawn: { width: number; height: number }[] = [];
let urls = 0;

beforeEach(() => {
  drawn.length = 0;
  // jsdom has neither: defined for each test, taken away after it
  Object.assign(URL, { createObjectURL: vi.fn(() => `blob:thumb-${++urls}`), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const { width, height } = this; // drawImage comes after the size is set
    return { drawImage: () => drawn.push({ width, height }) } as unknown as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement['getContext']);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) =>
    callback(new Blob(['jpeg'], { type: 'image/jpeg' })),
  );
});
afterEach(() => {
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
  delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const jpegBytes = jpegHeader;
const pngBytes = (width: number, height: number, animated = false) => pngHeader(width, height, { animated, alpha: true });
const photo = (name: string, bytes = jpegBytes(4000, 3000)) =>
  new File([new Uint8Array(bytes)], name, { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' });
const bitmap = (width: number, height: number) => ({ width, height, close: vi.fn() });

describe('makeThumbnail', () => {
  it.each([
    [4000, 3000, 112, 84],
    [1080, 1920, 63, 112],
    [80, 60, 80, 60], // never enlarged
  ])('a %ix%i photo is decoded and drawn at %ix%i', async (width, height, outWidth, outHeight) => {
    const picture = bitmap(outWidth, outHeight);
    const decode = vi.fn(async () => picture);
    vi.stubGlobal('createImageBitmap', decode);
    expect(await makeThumbnail(photo('a.jpg', jpegBytes(width, height)), false)).toMatch(/^blob:thumb-/);
    // asked for the thumbnail's size, not the photo's
    expect(decode).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ resizeWidth: outWidth, resizeHeight: outHeight }),
    );
    expect(drawn).toEqual([{ width: outWidth, height: outHeight }]);
    expect(Math.max(outWidth, outHeight)).toBeLessThanOrEqual(THUMBNAIL_PX);
    // the decode is let go at once
    expect(picture.close).toHaveBeenCalled();
  });

  // issue 35: the header first; nothing too large to decode whole is decoded for a thumbnail
  it.each([
    ['a 20000 × 20000 PNG', photo('poster.png', pngBytes(20000, 20000))],
    ['a 9000 × 9000 animated PNG', photo('sparkle.png', pngBytes(9000, 9000, true))],
    ['a 20000 × 20000 JPEG where no decoder scales', photo('panorama.jpg', jpegBytes(20000, 20000))],
    ['text named .jpg', new File(['just some text'], 'holiday.jpg', { type: 'image/jpeg' })],
  ])('%s: no thumbnail (the icon), nothing decoded', async (_name, file) => {
    const decode = vi.fn(async () => bitmap(112, 112));
    vi.stubGlobal('createImageBitmap', decode);
    expect(await makeThumbnail(file, false)).toBeNull();
    expect(decode).not.toHaveBeenCalled();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('a 20000 × 20000 JPEG where ImageDecoder scales: decoded at an eighth (the smallest scaled JPEG decode), never whole', async () => {
    const asked: ImageDecoderInit[] = [];
    const frame = { close: vi.fn() };
    vi.stubGlobal(
      'ImageDecoder',
      class {
        constructor(init: ImageDecoderInit) {
          asked.push(init);
        }
        decode = async () => ({ image: frame });
        close() {}
      },
    );
    // VideoFrames that carry the EXIF turn: what a scaled decode needs
    vi.stubGlobal(
      'VideoFrame',
      class {
        get rotation() {
          return 0;
        }
      },
    );
    const decode = vi.fn(async () => bitmap(2500, 2500)); // the decoder's 1/8 scale
    vi.stubGlobal('createImageBitmap', decode);
    const file = Object.assign(photo('panorama.jpg', jpegBytes(20000, 20000)), { stream: () => new ReadableStream() });
    expect(await makeThumbnail(file, false)).toMatch(/^blob:thumb-/);
    expect(asked).toEqual([expect.objectContaining({ type: 'image/jpeg', desiredWidth: 2500, desiredHeight: 2500 })]);
    // the only bitmap made is of the decoder's scaled frame, not of the file
    expect(decode.mock.calls).toEqual([[frame]]);
    expect(frame.close).toHaveBeenCalled();
    expect(drawn).toEqual([{ width: 112, height: 112 }]);
  });

  it('a JPEG with 650 kB of metadata before its frame header still gets its thumbnail', async () => {
    const xmp = (size: number) => [0xff, 0xe1, ...u16(size + 2), ...new Array<number>(size).fill(0x20)];
    const metadata = Array.from({ length: 10 }, () => xmp(65_000)).flat();
    const [soi, rest] = [jpegBytes(4000, 3000).slice(0, 2), jpegBytes(4000, 3000).slice(2)];
    const decode = vi.fn(async () => bitmap(112, 84));
    vi.stubGlobal('createImageBitmap', decode);
    expect(await makeThumbnail(photo('edited.jpg', [...soi, ...metadata, ...rest]), false)).toMatch(/^blob:thumb-/);
    expect(decode).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ resizeWidth: 112, resizeHeight: 84 }));
  });

  it('makes one at a time: the second photo is decoded only after the first is drawn', async () => {
    const order: string[] = [];
    let releaseFirst: () => void = () => undefined;
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async (file: File) => {
        // how many thumbnails were drawn when this decode started: the order itself, whatever the timing
        order.push(`decode ${file.name} after ${drawn.length} drawn`);
        if (file.name === 'first.jpg') await new Promise<void>((resolve) => (releaseFirst = resolve));
        return bitmap(400, 300);
      }),
    );
    const first = makeThumbnail(photo('first.jpg'), false);
    const second = makeThumbnail(photo('second.jpg'), false);
    await vi.waitFor(() => expect(order).toEqual(['decode first.jpg after 0 drawn']));
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['decode first.jpg after 0 drawn', 'decode second.jpg after 1 drawn']);
  });

  it('a photo the browser cannot decode gets no thumbnail (the row shows its icon), and the next one still does', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async (file: File) => {
        if (file.name === 'broken.jpg') throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
        return bitmap(400, 300);
      }),
    );
    expect(await makeThumbnail(photo('broken.jpg'), false)).toBeNull();
    expect(await makeThumbnail(photo('fine.jpg'), false)).toMatch(/^blob:thumb-/);
  });

  it('a video whose object URL cannot be made gets the icon, and the next thumbnail is still made', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => bitmap(400, 300)),
    );
    // as Node's URL.createObjectURL does with a jsdom File
    vi.mocked(URL.createObjectURL).mockImplementationOnce(() => {
      throw new TypeError('The "obj" argument must be an instance of Blob.');
    });
    const clip = new File([new Uint8Array(64)], 'clip.mp4', { type: 'video/mp4' });
    expect(await makeThumbnail(clip, true)).toBeNull();
    expect(await makeThumbnail(photo('fine.jpg'), false)).toMatch(/^blob:thumb-/);
  });

  it('no object URLs (an old browser, a test page): no thumbnail, the icon', async () => {
    delete (URL as { createObjectURL?: unknown }).createObjectURL;
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => bitmap(400, 300)),
    );
    expect(await makeThumbnail(photo('a.jpg'), false)).toBeNull();
  });

  it('without createImageBitmap, the photo itself is the thumbnail', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    const file = photo('a.jpg');
    expect(await makeThumbnail(file, false)).toMatch(/^blob:thumb-/);
    expect(URL.createObjectURL).toHaveBeenCalledWith(file);
    expect(drawn).toEqual([]);
  });
});
