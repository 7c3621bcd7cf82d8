import { AudioSample, AudioSampleSource, BufferTarget, CanvasSource, Mp4OutputFormat, Output, QUALITY_HIGH } from 'mediabunny';

// The benchmark's fixed greeting, made in the browser so no large media sit in the repository:
// camera-like clips (moving detail and a tone), photos and a music track.

const RATE = 48_000;

function tone(seconds: number, hz: number, level: number): Float32Array {
  const n = Math.round(seconds * RATE);
  const data = new Float32Array(n * 2);
  for (let i = 0; i < n; i++) {
    const v = level * Math.sin((2 * Math.PI * hz * i) / RATE) * (0.6 + 0.4 * Math.sin((2 * Math.PI * i) / RATE));
    data[i] = v;
    data[n + i] = v;
  }
  return data;
}

/** Busy, moving pictures (gradients, shapes, grain), roughly as hard to encode as a phone's clip. */
function paint(ctx: OffscreenCanvasRenderingContext2D, w: number, h: number, t: number, hue: number) {
  const g = ctx.createLinearGradient(0, 0, w, h);
  g.addColorStop(0, `hsl(${hue + t * 20} 70% 45%)`);
  g.addColorStop(1, `hsl(${hue + 120 + t * 10} 60% 25%)`);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  for (let k = 0; k < 40; k++) {
    const x = ((k * 97 + t * (60 + k * 7)) % (w + 200)) - 100;
    const y = ((k * 53) % h) + Math.sin(t * 2 + k) * 40;
    ctx.fillStyle = `hsla(${hue + k * 9} 80% ${40 + (k % 5) * 10}% / 0.7)`;
    ctx.beginPath();
    ctx.arc(x, y, 20 + (k % 7) * 12, 0, Math.PI * 2);
    ctx.fill();
  }
  // grain (new each frame, as a camera's sensor gives), blended over the picture
  const noise = grainTile();
  for (let y = 0; y < h; y += GRAIN) for (let x = 0; x < w; x += GRAIN) ctx.drawImage(noise, x, y);
}

const GRAIN = 128;
function grainTile(): OffscreenCanvas {
  const tile = new OffscreenCanvas(GRAIN, GRAIN);
  const ctx = tile.getContext('2d')!;
  const image = ctx.createImageData(GRAIN, GRAIN);
  for (let i = 0; i < image.data.length; i += 4) {
    const v = Math.random() * 255;
    image.data[i] = image.data[i + 1] = image.data[i + 2] = v;
    image.data[i + 3] = 28;
  }
  ctx.putImageData(image, 0, 0);
  return tile;
}

export async function makeClip(width: number, height: number, seconds: number, hue: number, withSound = true): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d')!;
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target: new BufferTarget() });
  const video = new CanvasSource(canvas, { codec: 'avc', bitrate: QUALITY_HIGH });
  output.addVideoTrack(video, { frameRate: 30 });
  const audio = withSound ? new AudioSampleSource({ codec: 'opus', bitrate: QUALITY_HIGH }) : null;
  if (audio) output.addAudioTrack(audio);
  await output.start();
  if (audio) {
    const sample = new AudioSample({
      data: tone(seconds, 220 + hue, 0.3),
      format: 'f32-planar',
      numberOfChannels: 2,
      sampleRate: RATE,
      timestamp: 0,
    });
    await audio.add(sample);
    sample.close();
  }
  for (let i = 0; i < seconds * 30; i++) {
    paint(ctx, width, height, i / 30, hue);
    await video.add(i / 30, 1 / 30);
  }
  await output.finalize();
  return new Blob([(output.target as BufferTarget).buffer!], { type: 'video/mp4' });
}

export async function makeMusic(seconds: number): Promise<Blob> {
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target: new BufferTarget() });
  const audio = new AudioSampleSource({ codec: 'opus', bitrate: QUALITY_HIGH });
  output.addAudioTrack(audio);
  await output.start();
  const sample = new AudioSample({
    data: tone(seconds, 330, 0.2),
    format: 'f32-planar',
    numberOfChannels: 2,
    sampleRate: RATE,
    timestamp: 0,
  });
  await audio.add(sample);
  sample.close();
  await output.finalize();
  return new Blob([(output.target as BufferTarget).buffer!], { type: 'audio/mp4' });
}

export async function makePhoto(width: number, height: number, hue: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  paint(canvas.getContext('2d')!, width, height, hue / 10, hue);
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
}

/** The personalised text over the intro, as the server's transparent image would draw it. */
export async function makeOverlay(text: string): Promise<ImageBitmap> {
  const canvas = new OffscreenCanvas(1280, 720);
  const ctx = canvas.getContext('2d')!;
  ctx.font = '700 72px sans-serif';
  ctx.textAlign = 'center';
  ctx.fillStyle = '#fff';
  ctx.shadowColor = 'rgba(0,0,0,0.6)';
  ctx.shadowBlur = 12;
  ctx.fillText(text, 640, 380);
  return canvas.transferToImageBitmap();
}
