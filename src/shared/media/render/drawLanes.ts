import { VideoSample } from 'mediabunny';
import type { Size } from '@/shared/media/frame';
import { RenderError } from './renderError';
import type { FrameToDraw } from './segmentStage';

// Two frames drawn at once: drawing a frame (converting a decoded video frame's every pixel,
// moving a photo) is the render's slowest step, and one thread left a core half idle. Frames that
// need drawing go in pairs: the drawing worker draws the second while this worker draws the first.

/** A frame to draw as it crosses to the drawing worker: a decoded frame travels as a VideoFrame. */
export type WireFrame = Omit<FrameToDraw, 'picture'> & { picture: { frame: VideoFrame } | { photo: string } | null };

export type LaneMessage =
  | { type: 'init'; size: Size; photos: Record<string, ImageBitmap>; overlays: ImageBitmap[] }
  | { type: 'draw'; id: number; frame: WireFrame; timestamp: number; duration: number };

export type LaneReply = { type: 'drawn'; id: number; frame: VideoFrame } | { type: 'failed'; detail: string };

/** The drawing worker, over its port. */
export class HelperLane {
  private next = 0;
  private readonly waiting = new Map<number, { resolve: (s: VideoSample) => void; reject: (e: unknown) => void }>();

  private constructor(private readonly port: MessagePort) {
    port.onmessage = ({ data }: MessageEvent<LaneReply>) => {
      if (data.type === 'failed') {
        for (const w of this.waiting.values()) w.reject(new RenderError('failed', `drawing worker: ${data.detail}`));
        this.waiting.clear();
        return;
      }
      const w = this.waiting.get(data.id);
      this.waiting.delete(data.id);
      w?.resolve(new VideoSample(data.frame));
    };
  }

  /** Sends the drawing worker copies of the photos and text images it may need. */
  static async start(port: MessagePort, size: Size, photos: ReadonlyMap<string, ImageBitmap>, overlays: readonly ImageBitmap[]) {
    const copies = Object.fromEntries(
      await Promise.all([...photos].map(async ([src, b]) => [src, await createImageBitmap(b)] as const)),
    );
    const overlayCopies = await Promise.all(overlays.map((b) => createImageBitmap(b)));
    const init: LaneMessage = { type: 'init', size, photos: copies, overlays: overlayCopies };
    port.postMessage(init, [...Object.values(copies), ...overlayCopies]);
    return new HelperLane(port);
  }

  /** Draws the frame there (its decoded sample is handed over and closed here). */
  draw(frame: FrameToDraw, timestamp: number, duration: number): Promise<VideoSample> {
    const id = this.next++;
    const { picture } = frame;
    let wire: WireFrame['picture'] = null;
    const transfer: Transferable[] = [];
    if (picture && 'sample' in picture) {
      const videoFrame = picture.sample.toVideoFrame();
      picture.sample.close();
      wire = { frame: videoFrame };
      transfer.push(videoFrame);
    } else wire = picture;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      const message: LaneMessage = { type: 'draw', id, frame: { ...frame, picture: wire }, timestamp, duration };
      this.port.postMessage(message, transfer);
    });
  }
}
