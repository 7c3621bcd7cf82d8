import { VideoSample } from 'mediabunny';
import type { Size } from '@/media/frame';
import type { FrameLane } from './frameLane';
import { RenderError } from './renderError';
import type { FrameToDraw, LayerToDraw } from './segmentStage';

// Two frames drawn at once: drawing a frame (converting a decoded video frame's every pixel,
// moving a photo) is the render's slowest step, and one thread left a core half idle. Frames that
// need drawing go in pairs: the drawing worker draws the second while this worker draws the first.

/** A part of a frame as it crosses to the drawing worker: a decoded frame travels as a VideoFrame. */
export type WireLayer = Omit<LayerToDraw, 'picture'> & { picture: { frame: VideoFrame } | { photo: string } | null };
export type WireFrame = { layers: WireLayer[] };

export type LaneMessage =
  | { type: 'init'; size: Size; photos: Record<string, ImageBitmap>; overlays: ImageBitmap[] }
  | { type: 'draw'; id: number; frame: WireFrame; timestamp: number; duration: number };

/** 'lost': a message to the drawing worker could not be read there (it cannot tell which). */
export type LaneReply = { type: 'drawn'; id: number; frame: VideoFrame } | { type: 'failed'; detail: string } | { type: 'lost' };

type Waiting = {
  resolve: (s: VideoSample) => void;
  reject: (e: unknown) => void;
  redraw: () => Promise<VideoSample>;
  done: () => void;
};

/**
 * The drawing worker, over its port. Firefox now and then cannot read a VideoFrame sent between two
 * workers (the port's 'messageerror', and the frame never arrives): the frames in flight are then
 * drawn here, from the decoded samples this side keeps until each is drawn, and so is every later one.
 */
export class HelperLane {
  private next = 0;
  private lost = false;
  private readonly waiting = new Map<number, Waiting>();

  private constructor(
    private readonly port: MessagePort,
    private readonly fallback: FrameLane,
  ) {
    port.onmessage = ({ data }: MessageEvent<LaneReply>) => {
      if (data.type === 'lost') return this.drawHere();
      if (data.type === 'failed') {
        for (const w of this.waiting.values()) w.reject(new RenderError('failed', `drawing worker: ${data.detail}`));
        this.waiting.clear();
        return;
      }
      const w = this.waiting.get(data.id);
      // drawn here already (after a frame was lost): the late copy is not needed
      if (!w) return data.frame.close();
      this.waiting.delete(data.id);
      w.done();
      w.resolve(new VideoSample(data.frame));
    };
    port.onmessageerror = () => this.drawHere();
  }

  /** Sends the drawing worker copies of the photos and text images it may need. */
  static async start(
    port: MessagePort,
    size: Size,
    photos: ReadonlyMap<string, ImageBitmap>,
    overlays: readonly ImageBitmap[],
    fallback: FrameLane,
  ) {
    const copies = Object.fromEntries(
      await Promise.all([...photos].map(async ([src, b]) => [src, await createImageBitmap(b)] as const)),
    );
    const overlayCopies = await Promise.all(overlays.map((b) => createImageBitmap(b)));
    const init: LaneMessage = { type: 'init', size, photos: copies, overlays: overlayCopies };
    port.postMessage(init, [...Object.values(copies), ...overlayCopies]);
    return new HelperLane(port, fallback);
  }

  /** Draws the frame there (its decoded samples are sent as copies, and closed here once it is drawn). */
  draw(frame: FrameToDraw, timestamp: number, duration: number): Promise<VideoSample> {
    if (this.lost) return this.fallback.draw(frame, timestamp, duration);
    const id = this.next++;
    const transfer: Transferable[] = [];
    const layers = frame.layers.map((layer): WireLayer => {
      const { picture } = layer;
      if (!picture || !('sample' in picture)) return { ...layer, picture };
      const videoFrame = picture.sample.toVideoFrame();
      transfer.push(videoFrame);
      return { ...layer, picture: { frame: videoFrame } };
    });
    const done = () => frame.layers.forEach(({ picture }) => picture && 'sample' in picture && picture.sample.close());
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject, done, redraw: () => this.fallback.draw(frame, timestamp, duration) });
      const message: LaneMessage = { type: 'draw', id, frame: { layers }, timestamp, duration };
      this.port.postMessage(message, transfer);
    });
  }

  /** A frame was lost between the workers: those in flight, and every later one, are drawn here. */
  private drawHere() {
    if (!this.lost) console.warn('[render] a frame could not cross to the drawing worker: the frames are drawn in one worker');
    this.lost = true;
    // (the local lane closes the frame's samples, drawn or not)
    for (const w of this.waiting.values()) w.redraw().then(w.resolve, w.reject);
    this.waiting.clear();
  }
}
