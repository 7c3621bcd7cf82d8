import type { VideoSample } from 'mediabunny';
import type { Picture } from '@/shared/media/drawFrame';
import { samplePicture } from './readers';

// A decoded frame made drawable. Drawn straight onto a 2D canvas, Chromium's software canvas
// converts its pixels slowly (5-13 ms a frame at 720p-1080p on the 2-core machine); WebCodecs' own
// conversion to RGBA (copyTo) and a putImageData onto a canvas of the frame's size take 1.5-5 ms
// (scripts/bench-render.mjs measures the whole render). Where the engine cannot convert, or the
// frame is turned or its pixels are not square, it is drawn as before.

type Slot = { canvas: OffscreenCanvas; ctx: OffscreenCanvasRenderingContext2D; pixels: Uint8ClampedArray<ArrayBuffer> };

/** Whether a frame can take the RGBA path: upright, unflipped, square pixels (its copy is its picture). */
export function convertsAsIs(frame: {
  rotation: number;
  flip: boolean;
  pixelAspectRatio: { num: number; den: number };
}): boolean {
  return frame.rotation === 0 && !frame.flip && frame.pixelAspectRatio.num === frame.pixelAspectRatio.den;
}

export class FramePixels {
  /** One canvas per layer of a frame (two while one part cross-fades into the other). */
  private readonly slots: Slot[] = [];
  /** Cleared for good once the engine refuses the conversion. */
  private converts = typeof OffscreenCanvas !== 'undefined';

  /** The sample as a picture; `slot` is its layer's place in the frame. Valid until the slot's next picture. */
  async pictureOf(sample: VideoSample, slot: number): Promise<Picture> {
    if (!this.converts || !convertsAsIs(sample)) return samplePicture(sample);
    const width = sample.displayWidth;
    const height = sample.displayHeight;
    try {
      if (sample.allocationSize({ format: 'RGBA' }) !== width * height * 4) return samplePicture(sample);
      const { canvas, ctx, pixels } = this.slotOf(slot, width, height);
      await sample.copyTo(pixels, { format: 'RGBA' });
      ctx.putImageData(new ImageData(pixels, width, height), 0, 0);
      return { width, height, still: false, draw: (c, x, y, w, h) => c.drawImage(canvas, x, y, w, h) };
    } catch {
      // this engine's WebCodecs cannot convert to RGBA (or not this frame's format): as before, from now on
      this.converts = false;
      return samplePicture(sample);
    }
  }

  private slotOf(index: number, width: number, height: number): Slot {
    let slot = this.slots[index];
    if (!slot || slot.canvas.width !== width || slot.canvas.height !== height) {
      const canvas = new OffscreenCanvas(width, height);
      slot = { canvas, ctx: canvas.getContext('2d', { alpha: false })!, pixels: new Uint8ClampedArray(width * height * 4) };
      this.slots[index] = slot;
    }
    return slot;
  }
}
