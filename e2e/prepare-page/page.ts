import { ALL_FORMATS, BlobSource, Input } from 'mediabunny';
import { makeThumbnail } from '@/media/uploads/thumbnail';
import { prepareMedia } from '@/media/prepare/prepareMedia';
import { benchPrepare } from './bench';
import * as media from './media';

// Puts the module and the media makers on window for page.evaluate (and the facts of a video file).

/** A video file's container, codec, size and duration, read back with Mediabunny. */
async function videoFacts(blob: Blob) {
  const input = new Input({ source: new BlobSource(blob), formats: ALL_FORMATS });
  try {
    const video = await input.getPrimaryVideoTrack();
    const audio = await input.getPrimaryAudioTrack();
    return {
      format: (await input.getFormat()).name,
      codec: await video?.getCodec(),
      width: await video?.getDisplayWidth(),
      height: await video?.getDisplayHeight(),
      audio: (await audio?.getCodec()) ?? null,
      duration: await input.computeDuration(),
    };
  } finally {
    input.dispose();
  }
}

/** A photo's upright size and the colour of a pixel (x, y as fractions of its size). */
async function photoFacts(blob: Blob, x = 0.05, y = 0.05) {
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d')!;
  ctx.drawImage(bitmap, 0, 0);
  const [r, g, b, a] = ctx.getImageData(Math.floor(bitmap.width * x), Math.floor(bitmap.height * y), 1, 1).data;
  bitmap.close();
  return { width: canvas.width, height: canvas.height, pixel: [r, g, b, a] };
}

/** A picked file's bytes (sent from the test as base64: Playwright passes plain data only). */
const fileOf = (base64: string, name: string, type: string) =>
  new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type });

/**
 * Every decode the page asks for, from now on: createImageBitmap (of a file, or of a decoded
 * frame) with the size asked, and ImageDecoder with the size asked. What "never decoded whole" is
 * checked against.
 */
function recordDecodes() {
  const decodes: { api: string; source: string; bytes: number | null; width: number | null; height: number | null }[] = [];
  const bitmap = window.createImageBitmap.bind(window);
  window.createImageBitmap = ((source: ImageBitmapSource, ...rest: unknown[]) => {
    const options = (rest.length >= 4 ? rest[4] : rest[0]) as ImageBitmapOptions | undefined;
    decodes.push({
      api: 'createImageBitmap',
      source: source instanceof Blob ? 'file' : source.constructor.name,
      bytes: source instanceof Blob ? source.size : null,
      width: options?.resizeWidth ?? null,
      height: options?.resizeHeight ?? null,
    });
    return (bitmap as (...args: unknown[]) => Promise<ImageBitmap>)(source, ...rest);
  }) as typeof createImageBitmap;
  const Decoder = window.ImageDecoder;
  window.ImageDecoder = class extends Decoder {
    constructor(init: ImageDecoderInit) {
      super(init);
      decodes.push({
        api: 'ImageDecoder',
        source: init.type,
        bytes: null,
        width: init.desiredWidth ?? null,
        height: init.desiredHeight ?? null,
      });
    }
  };
  return decodes;
}

Object.assign(window, { prepareMedia, makeThumbnail, media, videoFacts, photoFacts, benchPrepare, fileOf, recordDecodes });
document.documentElement.dataset.ready = 'true';

/** What this page puts on window. */
export type PreparePage = {
  prepareMedia: typeof prepareMedia;
  makeThumbnail: typeof makeThumbnail;
  fileOf: typeof fileOf;
  recordDecodes: typeof recordDecodes;
  media: typeof media;
  videoFacts: typeof videoFacts;
  photoFacts: typeof photoFacts;
  benchPrepare: typeof benchPrepare;
};
