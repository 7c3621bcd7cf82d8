import type { VideoSample } from 'mediabunny';
import type { Picture } from '@/media/drawFrame';
import { samplePicture } from './readers';

// A decoded frame made drawable. Drawn straight onto a 2D canvas, Chromium's software canvas
// converts its pixels slowly (5-13 ms a frame at 720p-1080p on the 2-core machine); WebCodecs' own
// conversion to RGBA (copyTo) and a putImageData onto a canvas of the frame's size take 1.5-5 ms
// (`npm run bench:render` measures the whole render). Where the engine does not convert (WebKitGTK
// answers the frame's own I420 bytes: e2e/engines/repro/webkit-videoframe-copyto-rgba.html), or the
// frame is turned, flipped or has pixels that are not square, it is drawn as before.

type Slot = { canvas: OffscreenCanvas; ctx: OffscreenCanvasRenderingContext2D; pixels: Uint8ClampedArray<ArrayBuffer> };

/** Whether a frame can take the RGBA path: upright, unflipped, square pixels (its copy is its picture). */
export function convertsAsIs(frame: {
  rotation: number;
  flip: boolean;
  pixelAspectRatio: { num: number; den: number };
}): boolean {
  return frame.rotation === 0 && !frame.flip && frame.pixelAspectRatio.num === frame.pixelAspectRatio.den;
}

/** The probe's frame: 16 × 16 in I420, all red (BT.601: Y 81, U 90, V 240). */
export const PROBE = { width: 16, height: 16, yuv: [81, 90, 240] } as const;

export function probePlanes(): Uint8Array<ArrayBuffer> {
  const { width, height, yuv } = PROBE;
  const luma = width * height;
  const planes = new Uint8Array(luma * 1.5);
  planes.fill(yuv[0], 0, luma);
  planes.fill(yuv[1], luma, luma * 1.25);
  planes.fill(yuv[2], luma * 1.25);
  return planes;
}

/** Whether the probe's copy is the red frame in RGBA, opaque (not its own I420 bytes, as WebKitGTK answers). */
export function convertedRed(rgba: Uint8Array): boolean {
  for (let i = 0; i < rgba.length; i += 4) {
    const [r, g, b, a] = rgba.subarray(i, i + 4);
    if (!(r > 200 && g < 60 && b < 60 && a === 255)) return false;
  }
  return rgba.length > 0;
}

let answer: Promise<boolean> | null = null;

/** Whether this engine's WebCodecs converts a frame to RGBA, asked once with a frame made here (never a decoded one). */
export function convertsToRgba(): Promise<boolean> {
  answer ??= (async () => {
    if (typeof VideoFrame === 'undefined' || typeof OffscreenCanvas === 'undefined') return false;
    const { width, height } = PROBE;
    const frame = new VideoFrame(probePlanes(), { format: 'I420', codedWidth: width, codedHeight: height, timestamp: 0 });
    try {
      const rgba = new Uint8Array(width * height * 4);
      if (frame.allocationSize({ format: 'RGBA' }) !== rgba.byteLength) return false;
      await frame.copyTo(rgba, { format: 'RGBA' });
      return convertedRed(rgba);
    } catch {
      return false;
    } finally {
      frame.close();
    }
  })();
  return answer;
}

export class FramePixels {
  /** One canvas per layer of a frame (two while one part cross-fades into the other). */
  private readonly slots: Slot[] = [];
  /** Cleared for good once a conversion fails. */
  private failed = false;

  /** The sample as a picture; `slot` is its layer's place in the frame. Valid until the slot's next picture. */
  async pictureOf(sample: VideoSample, slot: number): Promise<Picture> {
    if (this.failed || !convertsAsIs(sample) || !(await convertsToRgba())) return samplePicture(sample);
    const width = sample.displayWidth;
    const height = sample.displayHeight;
    try {
      if (sample.allocationSize({ format: 'RGBA' }) !== width * height * 4) return samplePicture(sample);
      const { canvas, ctx, pixels } = this.slotOf(slot, width, height);
      await sample.copyTo(pixels, { format: 'RGBA' });
      ctx.putImageData(new ImageData(pixels, width, height), 0, 0);
      return { width, height, still: false, draw: (c, x, y, w, h) => c.drawImage(canvas, x, y, w, h) };
    } catch {
      // not this frame's format, or not at all: as before, from now on
      this.failed = true;
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
