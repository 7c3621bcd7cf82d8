import {
  AudioSample,
  AudioSampleSource,
  BufferTarget,
  Mp4OutputFormat,
  Output,
  QUALITY_HIGH,
  VideoSample,
  VideoSampleSource,
} from 'mediabunny';
import { VIDEO_FPS } from '@/media/frame';
import { chooseSoundCodec, chooseVideoCodec } from './codecs';

// A clip WebCodecs cannot decode but the browser's own player plays (the instant preview's path),
// made into an MP4 the renderer reads: its frames taken from a <video> seeked frame by frame, its
// sound decoded by Web Audio. Slow (a seek a frame), so only for such clips; runs in the page,
// where <video> and Web Audio are.

/** The largest picture kept: the finished video is 720p, so a clip needs no more than 1080p. */
const MAX_SIDE = 1920;
/** Sound is encoded in blocks of this many frames. */
const SOUND_BLOCK = 48_000;

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

function loadVideo(src: string): Promise<HTMLVideoElement> {
  return new Promise((resolve, reject) => {
    const v = document.createElement('video');
    v.muted = true;
    v.preload = 'auto';
    v.playsInline = true;
    v.onloadeddata = () => resolve(v);
    v.onerror = () => reject(new Error(`the browser's player cannot open ${src}`));
    v.src = src;
  });
}

function seek(v: HTMLVideoElement, seconds: number): Promise<void> {
  return new Promise((resolve) => {
    v.addEventListener('seeked', () => resolve(), { once: true });
    v.currentTime = seconds;
  });
}

/** The file's sound, decoded by Web Audio; null when it has none the browser decodes. */
async function decodeSound(file: Blob): Promise<AudioBuffer | null> {
  try {
    const context = new OfflineAudioContext(2, 1, 48_000);
    return await context.decodeAudioData(await file.arrayBuffer());
  } catch {
    return null;
  }
}

async function addSound(source: AudioSampleSource, audio: AudioBuffer) {
  for (let at = 0; at < audio.length; at += SOUND_BLOCK) {
    const n = Math.min(SOUND_BLOCK, audio.length - at);
    const data = new Float32Array(n * audio.numberOfChannels);
    for (let c = 0; c < audio.numberOfChannels; c++) data.set(audio.getChannelData(c).subarray(at, at + n), c * n);
    const sample = new AudioSample({
      data,
      format: 'f32-planar',
      numberOfChannels: audio.numberOfChannels,
      sampleRate: audio.sampleRate,
      timestamp: at / audio.sampleRate,
    });
    await source.add(sample);
    sample.close();
  }
}

/** The clip as an MP4 (H.264, or VP9 where H.264 does not encode, and its sound) that WebCodecs decodes. */
export async function transcodeWithPlayer(file: Blob, signal?: AbortSignal): Promise<Blob> {
  const url = URL.createObjectURL(file);
  try {
    const v = await loadVideo(url);
    const duration = v.duration;
    if (!Number.isFinite(duration) || duration <= 0) throw new Error('the clip has no length the player knows');
    const scale = Math.min(1, MAX_SIDE / Math.max(v.videoWidth, v.videoHeight));
    const size = { width: even(v.videoWidth * scale), height: even(v.videoHeight * scale) };
    const codecs = await chooseVideoCodec(size);
    const target = new BufferTarget();
    const output = new Output({ format: new Mp4OutputFormat(), target });
    const pictures = new VideoSampleSource({ codec: codecs.video, bitrate: QUALITY_HIGH, sizeChangeBehavior: 'passThrough' });
    output.addVideoTrack(pictures, { frameRate: VIDEO_FPS });
    const audio = await decodeSound(file);
    const sound = audio ? new AudioSampleSource({ codec: await chooseSoundCodec('mp4'), bitrate: QUALITY_HIGH }) : null;
    if (sound) output.addAudioTrack(sound);
    await output.start();

    const canvas = new OffscreenCanvas(size.width, size.height);
    const ctx = canvas.getContext('2d', { alpha: false })!;
    const frames = Math.max(1, Math.floor(duration * VIDEO_FPS));
    for (let i = 0; i < frames; i++) {
      if (signal?.aborted) throw new DOMException('cancelled', 'AbortError');
      await seek(v, Math.min(duration - 0.001, (i + 0.5) / VIDEO_FPS));
      ctx.drawImage(v, 0, 0, size.width, size.height);
      const sample = new VideoSample(canvas, { timestamp: i / VIDEO_FPS, duration: 1 / VIDEO_FPS });
      await pictures.add(sample);
      sample.close();
    }
    if (sound && audio) await addSound(sound, audio);
    await output.finalize();
    return new Blob([target.buffer!], { type: 'video/mp4' });
  } finally {
    URL.revokeObjectURL(url);
  }
}
