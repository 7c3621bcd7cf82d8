import { AudioSample, AudioSampleSource, Mp4OutputFormat, NullTarget, Output, QUALITY_MEDIUM } from 'mediabunny';
import type { AudioPlan } from '@/media/audioPlan';
import { chooseSoundCodec, type SoundCodec } from './codecs';
import { Mixer } from './mixer';
import type { SoundNote, VideoContainer } from './protocol';
import { OUTPUT_CHANNELS } from './resampler';
import { SoundFiles, type PageDecoder } from './soundFiles';
import type { SoundPacket } from './soundLink';

// The finished video's sound, made beside the pictures (in a worker of its own, so the two use both
// cores): the mix of the audio plan, encoded, handed over packet by packet. A track that does not
// decode leaves its part silent (or the greeting without music) and is named in the notes; only the
// encoder failing fails the sound.

/** The finished video's sound: 48 kHz stereo. */
export const AUDIO_RATE = 48_000;
/** Sound is mixed and encoded in blocks of this many frames (a second). */
const BLOCK = AUDIO_RATE;

export async function encodeSound(
  plan: AudioPlan,
  files: Record<string, Blob>,
  container: VideoContainer,
  page: PageDecoder,
  /** What the job's URLs are relative to (the page's address). */
  base: string,
  onCodec: (codec: SoundCodec) => void,
  onPacket: (packet: SoundPacket, decoderConfig?: AudioDecoderConfig) => void,
): Promise<SoundNote[]> {
  const codec = await chooseSoundCodec(container);
  onCodec(codec);
  const sounds = new SoundFiles({ files, rate: AUDIO_RATE, page, base });
  try {
    // the music is measured (and held, when short enough) before the mix; each clip as it starts
    const music = plan.music ? await sounds.openMusic(plan.music.src, plan.total) : null;
    const mixer = new Mixer(plan, AUDIO_RATE, (span) => sounds.openSpan(span), music);
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
    // in greeting order, the music last
    const order = (key: string) => {
      const i = plan.sounds.findIndex((s) => s.key === key);
      return i === -1 ? plan.sounds.length : i;
    };
    return [...sounds.notes].sort((a, b) => order(a.key) - order(b.key));
  } finally {
    sounds.close();
  }
}
