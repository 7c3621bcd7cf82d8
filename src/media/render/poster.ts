import type { VideoSample } from 'mediabunny';
import type { Size } from '@/media/frame';

// The greeting's poster: one frame of the finished video (the intro with its text), as a JPEG the
// server keeps as the greeting's picture (the list, the thank-you pages, /vid).

const POSTER_QUALITY = 0.85;

/** The sample's picture as a JPEG of `size`; null where the browser cannot make one (the video still stands). */
export async function makePoster(sample: VideoSample, size: Size): Promise<Blob | null> {
  try {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const ctx = canvas.getContext('2d', { alpha: false });
    if (!ctx) return null;
    sample.draw(ctx, 0, 0, size.width, size.height);
    return await canvas.convertToBlob({ type: 'image/jpeg', quality: POSTER_QUALITY });
  } catch {
    return null;
  }
}
