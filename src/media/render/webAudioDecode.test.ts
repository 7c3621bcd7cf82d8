import { ALL_FORMATS, AudioSampleSink, BlobSource, Input } from 'mediabunny';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageDecodeAnswer, SoundWorkerStart } from './soundLink';
import { canDecodeInPage, decodeWithWebAudio, linkSoundWorker, wavOf } from './webAudioDecode';

// The page's Web Audio decode, for a track the sound worker's WebCodecs will not take. jsdom has no
// Web Audio: an OfflineAudioContext stand-in decodes every file to a known sound.

const RATE = 48_000;
const left = Float32Array.from({ length: RATE / 2 }, (_, i) => Math.sin(i / 10) * 0.5);
const right = Float32Array.from({ length: RATE / 2 }, (_, i) => Math.cos(i / 10) * 0.25);

class FakeOfflineContext {
  static made: number[][] = [];
  constructor(channels: number, length: number, rate: number) {
    FakeOfflineContext.made.push([channels, length, rate]);
  }
  decodeAudioData(data: ArrayBuffer) {
    if (data.byteLength === 0) return Promise.reject(new DOMException('Unable to decode audio data', 'EncodingError'));
    return Promise.resolve({
      numberOfChannels: 2,
      sampleRate: RATE,
      length: left.length,
      getChannelData: (c: number) => [left, right][c],
    });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeOfflineContext.made = [];
});

/** Every frame of a WAV file, as mediabunny reads it in the worker (PCM: no WebCodecs needed). */
async function readWav(wav: Blob) {
  const input = new Input({ source: new BlobSource(wav), formats: ALL_FORMATS });
  const track = (await input.getPrimaryAudioTrack())!;
  const channels: number[][] = Array.from({ length: track.numberOfChannels }, () => []);
  for await (const sample of new AudioSampleSink(track).samples()) {
    for (let c = 0; c < channels.length; c++) {
      const data = new Float32Array(sample.numberOfFrames);
      sample.copyTo(data, { planeIndex: c, format: 'f32-planar' });
      channels[c].push(...data);
    }
    sample.close();
  }
  return { rate: track.sampleRate, codec: track.codec, channels };
}

describe('wavOf: decoded sound handed to the worker as a WAV file', () => {
  it('float samples, every frame exact, as mediabunny reads them back', async () => {
    const { rate, codec, channels } = await readWav(wavOf([left, right], RATE));
    expect(rate).toBe(RATE);
    expect(codec).toBe('pcm-f32');
    expect(channels[0]).toHaveLength(left.length);
    expect(channels[0][1234]).toBe(left[1234]);
    expect(channels[1][4321]).toBe(right[4321]);
  });

  it('mono stays mono; more than two channels keep the front pair', async () => {
    expect((await readWav(wavOf([left], RATE))).channels).toHaveLength(1);
    expect((await readWav(wavOf([left, right, left, right], RATE))).channels).toHaveLength(2);
  });
});

describe('decodeWithWebAudio', () => {
  it("decodes the page's own Blob at the video's rate (48 kHz) into a WAV", async () => {
    vi.stubGlobal('OfflineAudioContext', FakeOfflineContext);
    expect(canDecodeInPage()).toBe(true);
    const wav = await decodeWithWebAudio('/clip.mp4', { '/clip.mp4': new Blob([new Uint8Array(10)]) });
    expect(FakeOfflineContext.made).toEqual([[2, 1, RATE]]);
    expect((await readWav(wav!)).channels[1][10]).toBe(right[10]);
  });

  it('a file it cannot decode, or a page with no Web Audio: null (the part stays silent)', async () => {
    vi.stubGlobal('OfflineAudioContext', FakeOfflineContext);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await decodeWithWebAudio('/empty.mp4', { '/empty.mp4': new Blob([]) })).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    vi.stubGlobal('OfflineAudioContext', undefined);
    expect(canDecodeInPage()).toBe(false);
    expect(await decodeWithWebAudio('/clip.mp4', { '/clip.mp4': new Blob([new Uint8Array(10)]) })).toBeNull();
  });
});

describe('linkSoundWorker: the sound worker started, and its decode requests answered', () => {
  it("hands over its port, the page's Web Audio and address, then answers each request with its WAV", async () => {
    vi.stubGlobal('OfflineAudioContext', FakeOfflineContext);
    const posted: unknown[] = [];
    const worker = Object.assign(new EventTarget(), {
      postMessage: (message: unknown) => posted.push(message),
    }) as unknown as Worker;
    const port = linkSoundWorker(worker, { '/music.mp3': new Blob([new Uint8Array(10)]) });
    expect(port).toBeInstanceOf(MessagePort);
    const start = posted[0] as SoundWorkerStart;
    expect(start).toMatchObject({ webAudio: true, base: window.location.href });
    expect(start.port).toBeInstanceOf(MessagePort);

    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'decode', id: 7, src: '/music.mp3' } }));
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    const answer = posted[1] as PageDecodeAnswer;
    expect(answer).toMatchObject({ type: 'decoded', id: 7 });
    expect(answer.wav!.type).toBe('audio/wav');
    port.close();
    start.port.close();
  });
});
