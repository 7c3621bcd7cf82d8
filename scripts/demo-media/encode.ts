import {
  AudioSample,
  AudioSampleSource,
  BufferTarget,
  CanvasSource,
  canEncodeAudio,
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
  /** Video bits per second. */
  bitrate: number;
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
    keyFrameInterval: 2,
    latencyMode: 'quality',
  });
  const audio = new AudioSampleSource({ codec: mp4 ? 'aac' : 'opus', bitrate: 32_000 });
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
