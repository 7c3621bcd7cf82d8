import type { PreparePage } from './page';

// `npm run bench:prepare` runs this in the page: a 12-megapixel JPEG prepared `runs` times, and a
// 4K H.264 clip of `seconds` converted to 1080p; the figures go to window.benchResult.

export async function benchPrepare({ runs, seconds }: { runs: number; seconds: number }) {
  const { prepareMedia, media } = window as unknown as PreparePage;
  const jpeg = new File([await media.photo(4032, 3024, 0.92)], 'IMG_0001.jpg', { type: 'image/jpeg' });
  const photo: { ms: number; before: number; after: number }[] = [];
  await prepareMedia(jpeg); // warm-up: the decoder and encoder's first use
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const prepared = await prepareMedia(jpeg);
    photo.push({ ms: performance.now() - started, before: prepared.before, after: prepared.after });
  }
  const clip = new File([await media.makeClip(3840, 2160, seconds, 200)], 'IMG_0002.mp4', { type: 'video/mp4' });
  const video: { ms: number; before: number; after: number; seconds: number }[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const prepared = await prepareMedia(clip);
    video.push({ ms: performance.now() - started, before: prepared.before, after: prepared.after, seconds });
  }
  return { photo, video };
}
