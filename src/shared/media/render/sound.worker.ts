import { encodeSound } from './encodeSound';
import type { SoundAnswer, SoundRequest } from './soundLink';

// The sound worker: mixes and encodes the finished video's sound, sending its packets to the
// picture worker over the port the page gave it.

type WorkerScope = { onmessage: ((e: MessageEvent<{ port: MessagePort }>) => void) | null };
const scope = self as unknown as WorkerScope;

scope.onmessage = ({ data }) => {
  const { port } = data;
  const send = (answer: SoundAnswer, transfer: Transferable[] = []) => port.postMessage(answer, transfer);
  port.onmessage = ({ data: request }: MessageEvent<SoundRequest>) => {
    encodeSound(
      request.plan,
      request.files,
      request.container,
      (codec) => send({ type: 'codec', codec }),
      (packet, decoderConfig) => {
        const data = packet.data.slice();
        send({ type: 'packet', packet: { ...packet, data }, decoderConfig }, [data.buffer]);
      },
    ).then(
      () => send({ type: 'end' }),
      (error: unknown) => send({ type: 'failed', detail: error instanceof Error ? error.message : String(error) }),
    );
  };
};
