import { readFileSync } from 'node:fs';
import path from 'node:path';
import { registerAacEncoder } from '@mediabunny/aac-encoder';
import {
  ALL_FORMATS,
  AudioSample,
  AudioSampleSource,
  BufferSource,
  BufferTarget,
  EncodedAudioPacketSource,
  EncodedPacket,
  EncodedPacketSink,
  EncodedVideoPacketSource,
  Input,
  Mp4OutputFormat,
  Output,
} from 'mediabunny';

// Sound fixtures for the finished-video sound journeys, made here in Node (mediabunny with its AAC
// encoder in WebAssembly), so none sit in the repository: clips whose pictures are the 3 s green
// fixture looped and whose sound is known, a clip whose sound is damaged part-way, and a music
// track that is one pure tone (its level can be read under anything else).

export const RATE = 48_000;
const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures');

let aac = false;
function ensureAac() {
  if (!aac) registerAacEncoder();
  aac = true;
}

/** A mono sound encoded as AAC: its packets and decoder configuration. */
async function aacPackets(sound: Float32Array) {
  ensureAac();
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target: new BufferTarget() });
  const audio = new AudioSampleSource({ codec: 'aac', bitrate: 128_000 });
  output.addAudioTrack(audio);
  await output.start();
  const sample = new AudioSample({ data: sound, format: 'f32-planar', numberOfChannels: 1, sampleRate: RATE, timestamp: 0 });
  await audio.add(sample);
  sample.close();
  await output.finalize();
  const bytes = new Uint8Array((output.target as BufferTarget).buffer!);
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  const track = (await input.getPrimaryAudioTrack())!;
  const config = (await track.getDecoderConfig())!;
  const packets: EncodedPacket[] = [];
  for await (const packet of new EncodedPacketSink(track).packets()) packets.push(packet);
  return { bytes, config, packets };
}

/** A pure tone as an audio-only MP4 (.m4a): the journeys' music. */
export async function toneTrack(seconds: number, hz: number, amplitude: number): Promise<Buffer> {
  const x = Float32Array.from({ length: seconds * RATE }, (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / RATE));
  return Buffer.from((await aacPackets(x)).bytes);
}

/**
 * Loud, speech-like sound: a voice of 140 Hz with its harmonics up to 2.5 kHz, in syllables (a
 * quarter second on, a tenth off, soft edges), peaking near full scale.
 */
export function speechLike(seconds: number): Float32Array {
  const n = seconds * RATE;
  const x = new Float32Array(n);
  const syllable = 0.35;
  for (let i = 0; i < n; i++) {
    const t = i / RATE;
    const into = t % syllable;
    const edge = 0.04;
    const env = into > 0.25 ? 0 : Math.min(1, into / edge, (0.25 - into) / edge);
    let v = 0;
    for (let k = 1; k <= 18; k++) v += Math.sin(2 * Math.PI * 140 * k * t + k) / k;
    x[i] = 0.32 * env * (0.5 - 0.5 * Math.cos(Math.PI * env)) * v;
  }
  return x;
}

/** A small deterministic generator (the damage is the same every run). */
function bytesOf(length: number, seed: number): Uint8Array {
  let s = seed;
  return Uint8Array.from({ length }, () => {
    s = (s * 1103515245 + 12345) >>> 0;
    return s >>> 24;
  });
}

/**
 * A clip of `seconds` (a multiple of 3): the green fixture's pictures looped, with `sound` as its
 * AAC track; from `damagedFrom` seconds on, every sound packet is garbage of the same size (the
 * container is intact, the first frame decodes: a damaged recording the editor lets through).
 */
export async function clipWithSound(seconds: number, sound: Float32Array, damagedFrom = Infinity): Promise<Buffer> {
  const green = new Input({
    source: new BufferSource(readFileSync(path.join(FIXTURES, 'green-silent.mp4'))),
    formats: ALL_FORMATS,
  });
  const video = (await green.getPrimaryVideoTrack())!;
  const videoConfig = (await video.getDecoderConfig())!;
  const loop: EncodedPacket[] = [];
  for await (const packet of new EncodedPacketSink(video).packets()) loop.push(packet);
  const loopSeconds = 3;
  const { config: audioConfig, packets: audioPackets } = await aacPackets(sound);

  const output = new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target: new BufferTarget() });
  const pictures = new EncodedVideoPacketSource('avc');
  const voice = new EncodedAudioPacketSource('aac');
  output.addVideoTrack(pictures, { frameRate: 30 });
  output.addAudioTrack(voice);
  await output.start();
  for (let round = 0; round * loopSeconds < seconds; round++) {
    for (const [i, p] of loop.entries()) {
      const packet = new EncodedPacket(p.data, p.type, p.timestamp + round * loopSeconds, p.duration);
      await pictures.add(packet, round === 0 && i === 0 ? { decoderConfig: videoConfig } : undefined);
    }
  }
  for (const [i, p] of audioPackets.entries()) {
    if (p.timestamp >= seconds) break;
    const data = p.timestamp >= damagedFrom ? bytesOf(p.data.length, i + 1) : p.data;
    await voice.add(
      new EncodedPacket(data, 'key', p.timestamp, p.duration),
      i === 0 ? { decoderConfig: audioConfig } : undefined,
    );
  }
  await output.finalize();
  return Buffer.from((output.target as BufferTarget).buffer!);
}

/** A clip's or an intro's length (its pictures), as the renderer reads it. */
export async function videoSeconds(bytes: Buffer): Promise<number> {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  const video = await input.getPrimaryVideoTrack();
  return video ? input.computeDuration([video]) : 0;
}
