/** The thumbnail's longer side, in CSS pixels × 2 (sharp on a phone's screen at 56 px). */
export const THUMBNAIL_PX = 112;
/** A video that shows no frame by then gets the icon instead. */
const VIDEO_FRAME_TIMEOUT_MS = 8_000;

/**
 * A small picture of a photo or a video's first moments, as an object URL the caller revokes; null
 * when the browser cannot make one (an .avi or .mov it cannot decode, no canvas, a photo too large
 * to decode), so the row shows an icon. Made one at a time and decoded small (a photo by its
 * header's plan: src/media/prepare/thumbnailPlan.ts): ten 12-megapixel photos never sit
 * decoded in a phone's memory at once, and a video's decoder is let go as soon as its frame is drawn.
 */
export function makeThumbnail(file: File, isVideo: boolean): Promise<string | null> {
  // a failure of any kind (a throw before its promise, too) is the icon, and never holds up the next
  const turn = queue.then(() => (isVideo ? videoFrame(file) : photo(file))).catch(() => null);
  queue = turn.then(() => undefined);
  return turn;
}

let queue: Promise<void> = Promise.resolve();

const canMake = () => typeof document !== 'undefined' && typeof URL.createObjectURL === 'function';

async function photo(file: File): Promise<string | null> {
  if (!canMake()) return null;
  // its header first, then a decode made small (loaded with the first file picked): a photo too
  // large to decode whole (a 20000 × 20000 PNG: 1.6 GB) is never decoded for its thumbnail
  const { thumbnailSource } = await import('@/media/prepare/thumbnailSource');
  const source = await thumbnailSource(file, THUMBNAIL_PX);
  if (!source) return null;
  if (source instanceof Blob) return URL.createObjectURL(source); // no createImageBitmap: the photo itself, scaled by the browser
  try {
    return await draw(source, source.width, source.height);
  } finally {
    source.close();
  }
}

function videoFrame(file: File): Promise<string | null> {
  if (!canMake()) return Promise.resolve(null);
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  return new Promise<string | null>((resolve) => {
    const done = (result: Promise<string | null> | null) => {
      clearTimeout(timer);
      video.onloadeddata = video.onseeked = video.onerror = null;
      void Promise.resolve(result)
        .catch(() => null)
        .then((thumbnail) => {
          video.removeAttribute('src');
          video.load(); // lets the decoder go
          URL.revokeObjectURL(url);
          resolve(thumbnail);
        });
    };
    const timer = setTimeout(() => done(null), VIDEO_FRAME_TIMEOUT_MS);
    video.onerror = () => done(null);
    // a moment in, past a black first frame, then draw what shows
    video.onloadeddata = () => {
      video.currentTime = Math.min(0.5, (video.duration || 0) / 2);
    };
    video.onseeked = () => done(draw(video, video.videoWidth, video.videoHeight));
    video.src = url;
  });
}

/** Draws `source` scaled so its longer side is THUMBNAIL_PX, as a JPEG object URL. */
async function draw(source: CanvasImageSource, width: number, height: number): Promise<string | null> {
  if (!(width > 0 && height > 0)) return null;
  const scale = Math.min(1, THUMBNAIL_PX / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8));
  return blob ? URL.createObjectURL(blob) : null;
}
