import { VideoSample } from 'mediabunny';
import { bitmapPicture, FrameDrawer, type Ctx2D, type FrameContent, type Picture } from '@/media/drawFrame';
import type { Size } from '@/media/frame';
import { FramePixels } from './framePixels';
import { RenderError } from './renderError';
import type { FrameToDraw, LayerToDraw } from './segmentStage';

/**
 * Draws frames of the greeting on a canvas of its own, with drawFrame, and hands each one back as
 * a video frame for the encoder. The render worker has one; the drawing worker (frames.worker.ts)
 * has another, so two frames are drawn at once.
 */
export class FrameLane {
  private readonly canvas: OffscreenCanvas;
  private readonly drawer: FrameDrawer;
  private readonly overlays: Picture[];
  private readonly pixels = new FramePixels();
  /** One frame at a time on the one canvas (a lost helper's frames are drawn here too). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    size: Size,
    private readonly photos: ReadonlyMap<string, ImageBitmap>,
    overlays: readonly ImageBitmap[],
  ) {
    this.canvas = new OffscreenCanvas(size.width, size.height);
    const ctx = this.canvas.getContext('2d', { alpha: false }) as Ctx2D | null;
    if (!ctx) throw new RenderError('no-encoder', 'no 2D canvas in workers');
    this.drawer = new FrameDrawer(ctx, size);
    this.overlays = overlays.map(bitmapPicture);
  }

  /** Draws the frame (closing its decoded samples) and answers it as a sample at `timestamp`. */
  draw(frame: FrameToDraw, timestamp: number, duration: number): Promise<VideoSample> {
    const drawn = this.queue.then(() => this.drawNow(frame, timestamp, duration));
    this.queue = drawn.catch(() => undefined);
    return drawn;
  }

  private async drawNow(frame: FrameToDraw, timestamp: number, duration: number): Promise<VideoSample> {
    try {
      const pictures = await Promise.all(frame.layers.map((layer, slot) => this.pictureOf(layer, slot)));
      this.drawer.drawLayers(
        frame.layers.map((layer, i) => ({ content: this.contentOf(layer, pictures[i]), alpha: layer.alpha })),
      );
    } finally {
      for (const { picture } of frame.layers) if (picture && 'sample' in picture) picture.sample.close();
    }
    return new VideoSample(this.canvas, { timestamp, duration });
  }

  private async pictureOf({ picture }: LayerToDraw, slot: number): Promise<Picture | null> {
    if (picture && 'sample' in picture) return this.pixels.pictureOf(picture.sample, slot);
    const photo = picture && 'photo' in picture ? this.photos.get(picture.photo) : undefined;
    return photo ? bitmapPicture(photo) : null;
  }

  private contentOf({ motion, overlay, caption, card }: LayerToDraw, picture: Picture | null): FrameContent {
    const text = overlay ? this.overlays[overlay.index] : undefined;
    return {
      picture,
      motion,
      overlay: overlay && text ? { picture: text, opacity: overlay.opacity, rise: overlay.rise } : null,
      caption,
      card,
    };
  }
}
