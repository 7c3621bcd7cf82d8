import {
  AudioSample,
  AudioSampleSource,
  Mp4OutputFormat,
  NullTarget,
  Output,
  QUALITY_MEDIUM,
  type Input,
  type InputAudioTrack,
} from 'mediabunny';
import type { AudioPlan } from '@/shared/media/audioPlan';
import { chooseSoundCodec, type SoundCodec } from './codecs';
import { Mixer } from './mixer';
import type { VideoContainer } from './protocol';
import { FileSound } from './readers';
import { OUTPUT_CHANNELS } from './resampler';
import { openInput } from './sources';
import type { SoundPacket } from './soundLink';

// The finished video's sound, made beside the pictures (in a worker of its own, so the two use both
// cores): the mix of the audio plan, encoded, handed over packet by packet.

/** The finished video's sound: 48 kHz stereo. */
export const AUDIO_RATE = 48_000;
/** Sound is mixed and encoded in blocks of this many frames (a second). */
const BLOCK = AUDIO_RATE;

function openTrack(src: string, files: Record<string, Blob>, inputs: Input[]): Promise<InputAudioTrack | null> {
  const input = openInput(src, files);
  inputs.push(input);
  return input.getPrimaryAudioTrack().catch(() => null);
}

export async function encodeSound(
  plan: AudioPlan,
  files: Record<string, Blob>,
  container: VideoContainer,
  onCodec: (codec: SoundCodec) => void,
  onPacket: (packet: SoundPacket, decoderConfig?: AudioDecoderConfig) => void,
): Promise<void> {
  const codec = await chooseSoundCodec(container);
  onCodec(codec);
  const inputs: Input[] = [];
  const tracks = new Map<string, InputAudioTrack | null>();
  for (const src of new Set([...plan.sounds.map((s) => s.src), ...(plan.music ? [plan.music.src] : [])])) {
    tracks.set(src, await openTrack(src, files, inputs));
  }
  try {
    const music = plan.music ? tracks.get(plan.music.src) : null;
    const mixer = new Mixer(
      plan,
      AUDIO_RATE,
      (span) => {
        const track = tracks.get(span.src);
        return track ? new FileSound(track, span.from, span.duration, AUDIO_RATE) : null;
      },
      music ? new FileSound(music, 0, plan.total, AUDIO_RATE, true) : null,
    );
    // an Output that keeps nothing: the packets go to the picture worker's file
    const output = new Output({ format: new Mp4OutputFormat(), target: new NullTarget() });
    const source = new AudioSampleSource({
      codec,
      bitrate: QUALITY_MEDIUM,
      onEncodedPacket: (packet, meta) =>
        onPacket(
          { data: packet.data, key: packet.type === 'key', timestamp: packet.timestamp, duration: packet.duration },
          meta?.decoderConfig,
        ),
    });
    output.addAudioTrack(source);
    await output.start();
    for (let at = 0; at < mixer.length; at += BLOCK) {
      const n = Math.min(BLOCK, mixer.length - at);
      const pcm = await mixer.next(n);
      const data = new Float32Array(n * OUTPUT_CHANNELS);
      pcm.forEach((channel, c) => data.set(channel, c * n));
      const sample = new AudioSample({
        data,
        format: 'f32-planar',
        numberOfChannels: OUTPUT_CHANNELS,
        sampleRate: AUDIO_RATE,
        timestamp: at / AUDIO_RATE,
      });
      await source.add(sample);
      sample.close();
    }
    mixer.close();
    source.close();
    await output.finalize();
  } finally {
    inputs.forEach((i) => i.dispose());
  }
}
