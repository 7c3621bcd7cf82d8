import {
  AudioSample,
  AudioSampleSource,
  BufferTarget,
  CanvasSource,
  canEncodeAudio,
  type MetadataTags,
  Mp4OutputFormat,
  Output,
  WebMOutputFormat,
} from 'mediabunny';
import { registerAacEncoder } from '@mediabunny/aac-encoder';

// Encodes frames drawn on a canvas, and a sound, into an MP4 (H.264 + AAC) or a WebM (VP9 + Opus).
// Fixed bitrates and a fixed frame order: the same drawing gives the same file.

export const FPS = 30;
export const RATE = 48_000;

export type Clip = {
  width: number;
  height: number;
  seconds: number;
  container: 'mp4' | 'webm';
  /** Video bits per second (the encoder's target: moving detail takes more). */
  bitrate: number;
  /** Seconds between key frames (2 unless said). */
  keyFrameInterval?: number;
  draw(ctx: OffscreenCanvasRenderingContext2D, t: number): void;
  /** Mono samples at RATE. */
  sound: Float32Array;
};

let aacReady: Promise<void> | null = null;
const ensureAac = () =>
  (aacReady ??= canEncodeAudio('aac').then((ok) => {
    if (!ok) registerAacEncoder();
  }));

export async function encodeClip(clip: Clip): Promise<Uint8Array> {
  const mp4 = clip.container === 'mp4';
  if (mp4) await ensureAac();
  const canvas = new OffscreenCanvas(clip.width, clip.height);
  const ctx = canvas.getContext('2d', { alpha: false })!;
  const output = new Output({
    format: mp4 ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat(),
    target: new BufferTarget(),
  });
  const video = new CanvasSource(canvas, {
    codec: mp4 ? 'avc' : 'vp9',
    bitrate: clip.bitrate,
    keyFrameInterval: clip.keyFrameInterval ?? 2,
    latencyMode: 'quality',
  });
  // mono chimes and room tone: 24 kbps is plenty (and 29 intros' worth of it counts in public/)
  const audio = new AudioSampleSource({ codec: mp4 ? 'aac' : 'opus', bitrate: 24_000 });
  output.addVideoTrack(video, { frameRate: FPS });
  output.addAudioTrack(audio);
  await output.start();
  const sample = new AudioSample({ data: clip.sound, format: 'f32-planar', numberOfChannels: 1, sampleRate: RATE, timestamp: 0 });
  await audio.add(sample);
  sample.close();
  const frames = Math.round(clip.seconds * FPS);
  for (let i = 0; i < frames; i++) {
    ctx.save();
    clip.draw(ctx, i / FPS);
    ctx.restore();
    await video.add(i / FPS, 1 / FPS);
  }
  await output.finalize();
  return new Uint8Array((output.target as BufferTarget).buffer!);
}

/** A stereo sound as AAC in an MP4 (.m4a), with its title and tempo in the file's tags. */
export async function encodeMusic(
  sound: { left: Float32Array; right: Float32Array; rate: number },
  bitrate: number,
  tags: MetadataTags,
): Promise<Uint8Array> {
  await ensureAac();
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target: new BufferTarget() });
  const audio = new AudioSampleSource({ codec: 'aac', bitrate });
  output.addAudioTrack(audio);
  output.setMetadataTags(tags);
  await output.start();
  const data = new Float32Array(sound.left.length * 2);
  data.set(sound.left, 0);
  data.set(sound.right, sound.left.length);
  const sample = new AudioSample({ data, format: 'f32-planar', numberOfChannels: 2, sampleRate: sound.rate, timestamp: 0 });
  await audio.add(sample);
  sample.close();
  await output.finalize();
  return new Uint8Array((output.target as BufferTarget).buffer!);
}

/** One frame as an image file (the thumbnails, posters and photos). */
export async function encodeStill(
  width: number,
  height: number,
  draw: (ctx: OffscreenCanvasRenderingContext2D) => void,
  type: 'image/jpeg' | 'image/png',
  quality = 0.8,
): Promise<Uint8Array> {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d', { alpha: false })!;
  draw(ctx);
  const blob = await canvas.convertToBlob({ type, quality });
  return new Uint8Array(await blob.arrayBuffer());
}
