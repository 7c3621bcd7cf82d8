import {
  AudioSample,
  AudioSampleSource,
  BufferTarget,
  CanvasSource,
  canEncodeAudio,
  Mp4OutputFormat,
  Output,
  QUALITY_LOW,
} from 'mediabunny';
import { registerAacEncoder } from '@mediabunny/aac-encoder';

// The demo intro animations (public/media/videos/intro-{theme}.mp4): 5 s of moving light and
// confetti in the theme's colour with a soft chime, and no words, because the greeting's own text
// is drawn over them. Made by `node scripts/demo-media/make-intros.mjs`.

const THEMES: Record<string, string> = {
  birthday: '#e4572e',
  anniversary: '#b8336a',
  wedding: '#4a6fa5',
  graduation: '#2e4057',
  'thank-you': '#2a9d8f',
  'get-well': '#6a4c93',
  holidays: '#1b4332',
};
const W = 640;
const H = 360;
const FPS = 30;
const SECONDS = 5;
const RATE = 48_000;

/** A seeded random, so the files come out the same each time. */
function random(seed: number) {
  return () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
}

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function paint(ctx: OffscreenCanvasRenderingContext2D, colour: string, t: number, seed: number) {
  const [r, g, b] = rgb(colour);
  const sky = ctx.createLinearGradient(0, 0, 0, H);
  sky.addColorStop(0, `rgb(${r * 0.55} ${g * 0.55} ${b * 0.55})`);
  sky.addColorStop(1, `rgb(${r * 0.12} ${g * 0.12} ${b * 0.14})`);
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, W, H);
  // a slow sweep of light
  const sweep = ctx.createRadialGradient(W * (0.2 + 0.12 * t), H * 0.35, 10, W * (0.2 + 0.12 * t), H * 0.35, W * 0.6);
  sweep.addColorStop(0, `rgba(${Math.min(255, r + 90)}, ${Math.min(255, g + 90)}, ${Math.min(255, b + 90)}, 0.55)`);
  sweep.addColorStop(1, 'rgba(0, 0, 0, 0)');
  ctx.fillStyle = sweep;
  ctx.fillRect(0, 0, W, H);
  const rand = random(seed);
  // soft lights rising
  for (let i = 0; i < 24; i++) {
    const x = rand() * W;
    const y = H + 60 - ((rand() * H + t * (20 + rand() * 40)) % (H + 120));
    const radius = 8 + rand() * 26;
    ctx.fillStyle = `rgba(255, ${200 + rand() * 55}, ${150 + rand() * 100}, ${0.08 + rand() * 0.14})`;
    ctx.beginPath();
    ctx.arc(x, y, radius, 0, Math.PI * 2);
    ctx.fill();
  }
  // confetti falling and turning
  const palette = ['#ffd166', '#ffffff', colour, '#f4a261', '#8ecae6'];
  for (let i = 0; i < 60; i++) {
    const x = (rand() * W + Math.sin(t * 1.5 + i) * 18) % W;
    const y = ((rand() * H + t * (40 + rand() * 60)) % (H + 20)) - 10;
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(t * (1 + rand() * 3) + i);
    ctx.fillStyle = palette[i % palette.length];
    ctx.globalAlpha = 0.85;
    ctx.fillRect(-4, -2, 8, 4);
    ctx.restore();
  }
  // in from black, and a gentle vignette
  const fade = Math.min(1, t / 0.5);
  ctx.fillStyle = `rgba(0, 0, 0, ${1 - fade})`;
  ctx.fillRect(0, 0, W, H);
}

/** A soft chime at the start and a warm chord under the rest, fading out. */
function chime(seconds: number): Float32Array {
  const n = seconds * RATE;
  const data = new Float32Array(n * 2);
  const notes = [523.25, 659.25, 783.99, 1046.5];
  for (let i = 0; i < n; i++) {
    const t = i / RATE;
    let v = 0;
    notes.forEach((f, k) => {
      const start = 0.3 + k * 0.18;
      if (t >= start) v += 0.09 * Math.sin(2 * Math.PI * f * (t - start)) * Math.exp(-(t - start) * 1.6);
    });
    v += 0.035 * Math.sin(2 * Math.PI * 261.63 * t) * Math.min(1, t / 1.5) * Math.min(1, (seconds - t) / 1);
    data[i] = v;
    data[n + i] = v;
  }
  return data;
}

async function makeIntro(colour: string, seed: number): Promise<Uint8Array> {
  const canvas = new OffscreenCanvas(W, H);
  const ctx = canvas.getContext('2d')!;
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target: new BufferTarget() });
  const video = new CanvasSource(canvas, { codec: 'avc', bitrate: QUALITY_LOW });
  const audio = new AudioSampleSource({ codec: 'aac', bitrate: QUALITY_LOW });
  output.addVideoTrack(video, { frameRate: FPS });
  output.addAudioTrack(audio);
  await output.start();
  const sound = new AudioSample({
    data: chime(SECONDS),
    format: 'f32-planar',
    numberOfChannels: 2,
    sampleRate: RATE,
    timestamp: 0,
  });
  await audio.add(sound);
  sound.close();
  for (let i = 0; i < SECONDS * FPS; i++) {
    paint(ctx, colour, i / FPS, seed);
    await video.add(i / FPS, 1 / FPS);
  }
  await output.finalize();
  return new Uint8Array((output.target as BufferTarget).buffer!);
}

(async () => {
  if (!(await canEncodeAudio('aac'))) registerAacEncoder();
  const files: Record<string, string> = {};
  let seed = 1;
  for (const [theme, colour] of Object.entries(THEMES)) {
    const bytes = await makeIntro(colour, seed++ * 7919);
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    files[theme] = btoa(binary);
  }
  Object.assign(window, { intros: files });
})().catch((error: unknown) => Object.assign(window, { intros: { error: String(error) } }));
