import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const bitmap = (width: number, height: number) => ({ width, height, close: vi.fn() });

describe('makeThumbnail', () => {
  it.each([
    [4000, 3000, 112, 84],
    [1080, 1920, 63, 112],
    [80, 60, 80, 60], // never enlarged
  ])('a %ix%i photo is drawn at %ix%i', async (width, height, outWidth, outHeight) => {
    const picture = bitmap(width, height);
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => picture),
    );
    expect(await makeThumbnail(photo('a.jpg'), false)).toMatch(/^blob:thumb-/);
    expect(drawn).toEqual([{ width: outWidth, height: outHeight }]);
    expect(Math.max(outWidth, outHeight)).toBeLessThanOrEqual(THUMBNAIL_PX);
    // the full-size decode is let go at once
    expect(picture.close).toHaveBeenCalled();
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
