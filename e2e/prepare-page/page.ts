import { ALL_FORMATS, BlobSource, Input } from 'mediabunny';
import { prepareMedia } from '@/shared/media/prepare/prepareMedia';
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

Object.assign(window, { prepareMedia, media, videoFacts, photoFacts, benchPrepare });
document.documentElement.dataset.ready = 'true';

/** What this page puts on window. */
export type PreparePage = {
  prepareMedia: typeof prepareMedia;
  media: typeof media;
  videoFacts: typeof videoFacts;
  photoFacts: typeof photoFacts;
  benchPrepare: typeof benchPrepare;
};
