import { VideoSample } from 'mediabunny';
import { FrameLane } from './frameLane';
import type { LaneMessage, LaneReply } from './drawLanes';
import { failureOf } from './renderError';

// The drawing worker: the render worker's second pair of hands. It draws every other frame that
// needs drawing, on its own canvas, while the render worker draws the one before.

type WorkerScope = { onmessage: ((e: MessageEvent<{ port: MessagePort }>) => void) | null };
const scope = self as unknown as WorkerScope;

scope.onmessage = ({ data }) => {
  const { port } = data;
  let lane: FrameLane | null = null;
  const reply = (message: LaneReply, transfer: Transferable[] = []) => port.postMessage(message, transfer);
  // a frame that cannot be read here (Firefox, now and then): the render worker draws it itself
  port.onmessageerror = () => port.postMessage({ type: 'lost' } satisfies LaneReply);
  const failed = (error: unknown) => reply({ type: 'failed', detail: failureOf(error).detail });
  port.onmessage = ({ data: message }: MessageEvent<LaneMessage>) => {
    try {
      if (message.type === 'init') {
        lane = new FrameLane(message.size, new Map(Object.entries(message.photos)), message.overlays);
        return;
      }
      const { frame, timestamp, duration } = message;
      const layers = frame.layers.map((layer) => {
        const { picture } = layer;
        return { ...layer, picture: picture && 'frame' in picture ? { sample: new VideoSample(picture.frame) } : picture };
      });
      // the lane draws its frames one at a time, in the order they came
      lane!.draw({ layers }, timestamp, duration).then((sample) => {
        const drawn = sample.toVideoFrame();
        sample.close();
        reply({ type: 'drawn', id: message.id, frame: drawn }, [drawn]);
      }, failed);
    } catch (error) {
      failed(error);
    }
  };
};
