import { VIDEO_FPS, VIDEO_SIZE, type Size } from '@/media/frame';
import type { GreetingParts } from '@/media/greetingParts';
import { withPlayerFallbacks } from './playerFallback';
import type { RenderJob } from './protocol';

// A render job from a greeting's parts. The text images are drawn here, in the page: they are SVG
// (or any image), which a worker cannot decode.

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.decoding = 'async';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(`could not load ${src}`));
    img.src = src;
  });
}

/** One text image at the frame's size (an SVG has no pixels of its own); null if it fails to load. */
async function rasterise(src: string, size: Size): Promise<ImageBitmap | null> {
  try {
    const img = await loadImage(src);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    const scale = Math.min(size.width / (img.naturalWidth || size.width), size.height / (img.naturalHeight || size.height));
    const w = (img.naturalWidth || size.width) * scale;
    const h = (img.naturalHeight || size.height) * scale;
    ctx.drawImage(img, (size.width - w) / 2, (size.height - h) / 2, w, h);
    return await createImageBitmap(canvas);
  } catch {
    return null;
  }
}

/**
 * `files`: blobs the caller already holds, by URL (read instead of fetched). A text image that
 * fails to load is left out; the intro still plays.
 */
export async function renderJobOf(
  parts: GreetingParts,
  files: Record<string, Blob> = {},
  size: Size = VIDEO_SIZE,
): Promise<RenderJob> {
  const overlays = (await Promise.all(parts.overlays.map((src) => rasterise(src, size)))).filter(
    (b): b is ImageBitmap => b !== null,
  );
  return {
    intro: parts.intro,
    overlays,
    clips: [...parts.clips],
    music: parts.music,
    endCard: parts.endCard,
    // a clip only the browser's player plays goes in converted that way (the preview plays it too)
    files: await withPlayerFallbacks(parts, files),
    size,
    fps: VIDEO_FPS,
  };
}
