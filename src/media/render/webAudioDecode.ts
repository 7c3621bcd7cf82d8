import type { PageDecodeAnswer, PageDecodeRequest, SoundWorkerStart } from './soundLink';

// The page's half of "sound decodes everywhere": a track the sound worker's WebCodecs refuses or
// fails (WebKit's AudioDecoder on MP3) is decoded here with the Web Audio API, which every engine
// has for MP3, AAC and Opus but no worker does, and handed back as a WAV file, which the worker
// reads as PCM without WebCodecs.

/** The rate the page decodes at: the finished video's (decodeAudioData resamples to its context's). */
const DECODE_RATE = 48_000;

type AudioWindow = typeof globalThis & { webkitOfflineAudioContext?: typeof OfflineAudioContext };

function offlineContext(): typeof OfflineAudioContext | null {
  const w = globalThis as AudioWindow;
  return w.OfflineAudioContext ?? w.webkitOfflineAudioContext ?? null;
}

/** This page can decode sound with the Web Audio API. */
export function canDecodeInPage(): boolean {
  return offlineContext() !== null;
}

/** A WAV file of float samples (interleaved), at most stereo. */
export function wavOf(channels: readonly Float32Array[], sampleRate: number): Blob {
  const used = channels.slice(0, 2);
  const count = Math.max(1, used.length);
  const frames = used[0]?.length ?? 0;
  const bytes = frames * count * 4;
  const header = new DataView(new ArrayBuffer(44));
  const text = (at: number, s: string) => [...s].forEach((ch, i) => header.setUint8(at + i, ch.charCodeAt(0)));
  text(0, 'RIFF');
  header.setUint32(4, 36 + bytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  header.setUint32(16, 16, true);
  header.setUint16(20, 3, true); // IEEE float
  header.setUint16(22, count, true);
  header.setUint32(24, sampleRate, true);
  header.setUint32(28, sampleRate * count * 4, true);
  header.setUint16(32, count * 4, true);
  header.setUint16(34, 32, true);
  text(36, 'data');
  header.setUint32(40, bytes, true);
  const data = new Float32Array(frames * count);
  used.forEach((channel, c) => {
    for (let i = 0; i < frames; i++) data[i * count + c] = channel[i];
  });
  return new Blob([header.buffer, data.buffer], { type: 'audio/wav' });
}

function decodeAudio(context: OfflineAudioContext, data: ArrayBuffer): Promise<AudioBuffer> {
  return new Promise((resolve, reject) => {
    // older Safari answers through the callbacks only
    const promise = context.decodeAudioData(data, resolve, reject) as Promise<AudioBuffer> | undefined;
    promise?.then(resolve, reject);
  });
}

/** A file's whole sound decoded by the browser's media stack, as WAV; null when it cannot be. */
export async function decodeWithWebAudio(src: string, files: Record<string, Blob>): Promise<Blob | null> {
  const Context = offlineContext();
  if (!Context) return null;
  try {
    const blob = Object.hasOwn(files, src) ? files[src] : null;
    const data = blob
      ? await blob.arrayBuffer()
      : await fetch(new URL(src, location.href)).then((r) => {
          if (!r.ok) throw new Error(`${src}: ${r.status}`);
          return r.arrayBuffer();
        });
    const buffer = await decodeAudio(new Context(2, 1, DECODE_RATE), data);
    const channels = Array.from({ length: Math.min(2, buffer.numberOfChannels) }, (_, c) => buffer.getChannelData(c));
    return wavOf(channels, buffer.sampleRate);
  } catch (error) {
    console.warn(`[render] ${src}: its sound could not be decoded`, error);
    return null;
  }
}

/**
 * Starts the sound worker: its end of the channel to the picture worker (the other end is
 * returned), and the page answering its requests to decode a track with Web Audio.
 */
export function linkSoundWorker(worker: Worker, files: Record<string, Blob>): MessagePort {
  const { port1, port2 } = new MessageChannel();
  worker.addEventListener('message', ({ data }: MessageEvent<PageDecodeRequest>) => {
    if (data?.type !== 'decode') return;
    void decodeWithWebAudio(data.src, files).then((wav) => {
      const answer: PageDecodeAnswer = { type: 'decoded', id: data.id, wav };
      worker.postMessage(answer);
    });
  });
  const start: SoundWorkerStart = { port: port2, webAudio: canDecodeInPage(), base: location.href };
  worker.postMessage(start, [port2]);
  return port1;
}
