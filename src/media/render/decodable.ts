import {
  CustomVideoDecoder,
  registerDecoder,
  VideoSample,
  type EncodedPacket,
  type InputVideoTrack,
  type VideoCodec,
} from 'mediabunny';
import { codecCandidates } from '@/media/codecRepair';

// Whether this browser's WebCodecs decodes a video track: as the file describes it, or once its
// codec string is repaired (Chrome's MP4 recordings say VP9 level 00, which VideoDecoder refuses
// although <video> plays it). A repaired track decodes through RepairedCodecDecoder, which
// mediabunny then uses for it wherever it decodes (the render, preparing, the check step).

/** Refused codec string → one this browser's decoder takes for the same stream. */
const repaired = new Map<string, string>();
/** Frames waiting in the decoder before decode() waits: decoded frames hold memory. */
const MAX_QUEUE = 8;

class RepairedCodecDecoder extends CustomVideoDecoder {
  private decoder: VideoDecoder | null = null;

  static override supports(_codec: VideoCodec, config: VideoDecoderConfig): boolean {
    return repaired.has(config.codec);
  }

  init() {
    this.decoder = new VideoDecoder({
      output: (frame) => this.onSample(new VideoSample(frame)),
      error: (error) => this.onError(error),
    });
    this.decoder.configure({ ...this.config, codec: repaired.get(this.config.codec) ?? this.config.codec });
  }

  async decode(packet: EncodedPacket) {
    const decoder = this.decoder!;
    decoder.decode(packet.toEncodedVideoChunk());
    while (decoder.decodeQueueSize > MAX_QUEUE)
      await new Promise((resolve) => decoder.addEventListener('dequeue', resolve, { once: true }));
  }

  async flush() {
    await this.decoder?.flush();
  }

  close() {
    if (this.decoder?.state !== 'closed') this.decoder?.close();
  }
}

let registered = false;

/** 'native': decodes as described; 'repaired': decodes once its codec string is repaired; 'refused': WebCodecs cannot. */
export type Decodability = 'native' | 'repaired' | 'refused';

const supported = (config: VideoDecoderConfig) =>
  VideoDecoder.isConfigSupported(config).then(
    (s) => s.supported === true,
    () => false,
  );

/** How this browser's WebCodecs decodes the track (repairing its codec string where that is all it takes). */
export async function videoDecodability(track: InputVideoTrack): Promise<Decodability> {
  if (typeof VideoDecoder === 'undefined') return 'refused';
  const config = await track.getDecoderConfig().catch(() => null);
  if (!config) return 'refused';
  if (repaired.has(config.codec)) return 'repaired';
  if (await supported(config)) return 'native';
  const size = { width: await track.getCodedWidth(), height: await track.getCodedHeight() };
  const described = await track.getCodecParameterString().catch(() => null);
  for (const codec of codecCandidates(config.codec, size, described)) {
    if (!(await supported({ ...config, codec }))) continue;
    repaired.set(config.codec, codec);
    if (!registered) registerDecoder(RepairedCodecDecoder);
    registered = true;
    return 'repaired';
  }
  return 'refused';
}
