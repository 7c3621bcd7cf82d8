import { EncodedAudioPacketSource, EncodedPacket, type AudioCodec, type Output } from 'mediabunny';
import type { SoundAnswer, SoundRequest } from './soundLink';

/**
 * Asks the sound worker for the greeting's sound; its track joins `output` with the codec the
 * worker answers, and its packets are added as they come. Call before the output starts.
 */
export async function joinSound(port: MessagePort, request: SoundRequest, output: Output, maximumPacketCount: number) {
  let source: EncodedAudioPacketSource | null = null;
  let adding: Promise<void> = Promise.resolve();
  let chosen: (codec: AudioCodec) => void = () => undefined;
  const codec = new Promise<AudioCodec>((resolve) => (chosen = resolve));
  const finished = new Promise<void>((resolve, reject) => {
    port.onmessage = ({ data }: MessageEvent<SoundAnswer>) => {
      if (data.type === 'codec') return chosen(data.codec);
      if (data.type === 'failed') return reject(new Error(`sound: ${data.detail}`));
      if (data.type === 'end') return resolve();
      const { packet, decoderConfig } = data;
      const encoded = new EncodedPacket(packet.data, packet.key ? 'key' : 'delta', packet.timestamp, packet.duration);
      adding = adding.then(() => source!.add(encoded, decoderConfig ? { decoderConfig } : undefined));
    };
  });
  port.postMessage(request);
  // a sound worker that fails before naming its codec fails the render here
  const used = await Promise.race([codec, finished.then(() => codec)]);
  source = new EncodedAudioPacketSource(used);
  output.addAudioTrack(source, { maximumPacketCount });
  return {
    codec: used,
    /** Resolves once every packet is in the file. */
    async done() {
      await finished;
      await adding;
      source?.close();
    },
  };
}
