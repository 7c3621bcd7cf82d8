import { encodeSound } from './encodeSound';
import type { PageDecoder } from './soundFiles';
import type { PageDecodeAnswer, PageDecodeRequest, SoundAnswer, SoundRequest, SoundWorkerStart } from './soundLink';

// The sound worker: mixes and encodes the finished video's sound, sending its packets to the
// picture worker over the port the page gave it. A track WebCodecs will not decode it asks the page
// to decode (the Web Audio API has no worker of its own).

type WorkerScope = {
  onmessage: ((e: MessageEvent<SoundWorkerStart | PageDecodeAnswer>) => void) | null;
  postMessage(message: PageDecodeRequest): void;
};
const scope = self as unknown as WorkerScope;

const asked = new Map<number, (wav: Blob | null) => void>();
let nextId = 1;
let webAudio = false;
let base = self.location.href;

const page: PageDecoder = {
  get available() {
    return webAudio;
  },
  decode: (src) =>
    new Promise((resolve) => {
      const id = nextId++;
      asked.set(id, resolve);
      scope.postMessage({ type: 'decode', id, src });
    }),
};

scope.onmessage = ({ data }) => {
  if ('type' in data) {
    asked.get(data.id)?.(data.wav);
    asked.delete(data.id);
    return;
  }
  const { port } = data;
  webAudio = data.webAudio;
  base = data.base;
  const send = (answer: SoundAnswer, transfer: Transferable[] = []) => port.postMessage(answer, transfer);
  port.onmessage = ({ data: request }: MessageEvent<SoundRequest>) => {
    encodeSound(
      request.plan,
      request.files,
      request.container,
      page,
      base,
      (codec) => send({ type: 'codec', codec }),
      (packet, decoderConfig) => {
        const data = packet.data.slice();
        send({ type: 'packet', packet: { ...packet, data }, decoderConfig }, [data.buffer]);
      },
    ).then(
      (notes) => send({ type: 'end', notes }),
      (error: unknown) => send({ type: 'failed', detail: error instanceof Error ? error.message : String(error) }),
    );
  };
};
