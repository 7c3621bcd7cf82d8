import { EncodedAudioPacketSource, EncodedPacket, type AudioCodec, type Output } from 'mediabunny';
import type { SoundNote } from './protocol';
import type { SoundAnswer, SoundRequest } from './soundLink';

/**
 * Asks the sound worker for the greeting's sound; its track joins `output` with the codec the
 * worker answers, and its packets are added as they come. Call before the output starts.
 */
export async function joinSound(port: MessagePort, request: SoundRequest, output: Output, maximumPacketCount: number) {
  let source: EncodedAudioPacketSource | null = null;
  let adding: Promise<void> = Promise.resolve();
  let firstIn: () => void = () => undefined;
  const inFile = new Promise<void>((resolve) => (firstIn = resolve));
  let chosen: (codec: AudioCodec) => void = () => undefined;
  const codec = new Promise<AudioCodec>((resolve) => (chosen = resolve));
  const finished = new Promise<SoundNote[]>((resolve, reject) => {
    port.onmessage = ({ data }: MessageEvent<SoundAnswer>) => {
      if (data.type === 'codec') return chosen(data.codec);
      // only the encoder fails the sound (a track that does not decode is left silent, with a note)
      if (data.type === 'failed') return reject(new Error(`sound: ${data.detail}`));
      if (data.type === 'end') return resolve(data.notes);
      const { packet, decoderConfig } = data;
      const encoded = new EncodedPacket(packet.data, packet.key ? 'key' : 'delta', packet.timestamp, packet.duration);
      adding = adding.then(() => source!.add(encoded, decoderConfig ? { decoderConfig } : undefined));
      void adding.then(firstIn, firstIn);
    };
  });
  // a sound that ends (or fails) with no packet holds nothing back
  void finished.then(firstIn, firstIn);
  // nobody may be waiting on it yet: a failure before the codec is answered fails the render below
  finished.catch(() => undefined);
  port.postMessage(request);
  // a sound worker that fails before naming its codec fails the render here
  const used = await Promise.race([codec, finished.then(() => codec)]);
  source = new EncodedAudioPacketSource(used);
  output.addAudioTrack(source, { maximumPacketCount });
  return {
    codec: used,
    /** Resolves once the sound's track has its first packet in the file (or the sound is over). */
    inFile,
    /** Resolves once every packet is in the file, with the parts whose sound was left out. */
    async done(): Promise<SoundNote[]> {
      const notes = await finished;
      await adding;
      source?.close();
      return notes;
    },
  };
}
