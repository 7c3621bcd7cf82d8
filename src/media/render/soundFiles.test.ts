import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { InputAudioTrack } from 'mediabunny';
import { describe, expect, it } from 'vitest';
import { MUSIC_LUFS, measureLoudness, SPEECH_LUFS } from '@/media/loudness';
import type { SoundSpan } from '@/media/audioPlan';
import type { SoundSource } from './mixer';
import { trackChunks, type SoundChunk } from './readers';
import { SoundFiles, type PageDecoder } from './soundFiles';
import { wavOf } from './webAudioDecode';

// The sound worker's files, read for real by mediabunny: WAV (PCM, decoded without WebCodecs, as
// the page's Web Audio fallback hands it over), and an AAC clip, which Node cannot decode (no
// WebCodecs here): the case of a browser whose AudioDecoder refuses a track.

const RATE = 48_000;
const FIXTURES = path.join(import.meta.dirname, '../../../e2e/fixtures');
const fixture = (name: string) => new Blob([readFileSync(path.join(FIXTURES, name))], { type: 'video/mp4' });

/** A mono tone of `seconds` at `amplitude`, as a WAV file. */
function toneWav(seconds: number, amplitude: number, hz = 1000, rate = RATE): Blob {
  const x = Float32Array.from(
    { length: Math.round(seconds * rate) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / rate),
  );
  return wavOf([x], rate);
}

/** A ramp 0, 1, 2 … (one step a frame, stereo), to see which frames come out. */
function rampWav(seconds: number): Blob {
  const x = Float32Array.from({ length: Math.round(seconds * RATE) }, (_, i) => i / 1e6);
  return wavOf([x, x], RATE);
}

const base = 'http://localhost/';
const noPage: PageDecoder = { available: false, decode: async () => null };

function pageWith(wavs: Record<string, Blob>) {
  const asked: string[] = [];
  const page: PageDecoder = {
    available: true,
    decode: async (src) => {
      asked.push(src);
      return wavs[src] ?? null;
    },
  };
  return { page, asked };
}

const span = (src: string, over: Partial<SoundSpan> = {}): SoundSpan => ({
  key: 'clip-7',
  src,
  at: 0,
  from: 0,
  duration: 2,
  fadeIn: 0,
  fadeOut: 0,
  ...over,
});

async function readAll(source: SoundSource, frames: number): Promise<Float32Array[]> {
  const out = await source.read(frames);
  source.close();
  return out;
}

/** Chunks that fail from `seconds` into the file on (a track damaged there). */
function failingFrom(seconds: number) {
  return async function* (track: InputAudioTrack, from: number, to?: number): AsyncGenerator<SoundChunk> {
    for await (const chunk of trackChunks(track, from, to)) {
      if (chunk.timestamp >= seconds) throw new DOMException('Decoding error.', 'EncodingError');
      yield chunk;
    }
  };
}

/** Chunks that fail after `good` of them (a track damaged part-way), or at once. */
function failingAfter(good: number) {
  return async function* (track: InputAudioTrack, from: number, to?: number): AsyncGenerator<SoundChunk> {
    let n = 0;
    for await (const chunk of trackChunks(track, from, to)) {
      if (n++ >= good) throw new DOMException('Decoding error.', 'EncodingError');
      yield chunk;
    }
  };
}

describe('SoundFiles: a clip’s sound, measured and brought to one level', () => {
  it('a quiet clip is raised to -16 LUFS; the span is read from its trim for its length', async () => {
    const files = { '/quiet.wav': toneWav(4, 0.02) };
    const sounds = new SoundFiles({ files, rate: RATE, page: noPage, base });
    const opened = await sounds.openSpan(span('/quiet.wav', { from: 1, duration: 2 }));
    expect(opened).not.toBeNull();
    const pcm = await readAll(opened!.source, 3 * RATE);
    // two seconds of sound, then silence
    expect(Math.abs(pcm[0][2 * RATE - 100])).toBeGreaterThan(0);
    expect(pcm[0].subarray(2 * RATE).every((v) => v === 0)).toBe(true);
    const heard = measureLoudness(
      pcm.map((c) => c.subarray(0, 2 * RATE).map((v) => v * opened!.gain)),
      RATE,
    );
    expect(heard.integrated).toBeCloseTo(SPEECH_LUFS, 0);
    expect(sounds.notes).toEqual([]);
    sounds.close();
  });

  it('starts exactly at the trim: the first frame heard is the one at `from`', async () => {
    const sounds = new SoundFiles({ files: { '/ramp.wav': rampWav(3) }, rate: RATE, page: noPage, base });
    const opened = await sounds.openSpan(span('/ramp.wav', { from: 1.5, duration: 1 }));
    const pcm = await readAll(opened!.source, RATE);
    expect(pcm[0][0] * 1e6).toBeCloseTo(1.5 * RATE, 0);
    expect(pcm[0][RATE - 1] * 1e6).toBeCloseTo(2.5 * RATE - 1, 0);
    sounds.close();
  });

  it('longer than can be held: measured in one pass, decoded again as it plays (the same sound)', async () => {
    const files = { '/ramp.wav': rampWav(3) };
    const held = new SoundFiles({ files, rate: RATE, page: noPage, base });
    const streamed = new SoundFiles({ files, rate: RATE, page: noPage, base, chunksOf: trackChunks, maxHeldSeconds: 0.5 });
    const a = await held.openSpan(span('/ramp.wav', { from: 0.5, duration: 2 }));
    const b = await streamed.openSpan(span('/ramp.wav', { from: 0.5, duration: 2 }));
    expect(b!.gain).toBeCloseTo(a!.gain, 9);
    expect(Array.from((await readAll(b!.source, 2 * RATE))[0])).toEqual(Array.from((await readAll(a!.source, 2 * RATE))[0]));
    held.close();
    streamed.close();
  });

  it('a clip with no sound track is silent, and nothing is said about it', async () => {
    const sounds = new SoundFiles({ files: { '/green.mp4': fixture('green-silent.mp4') }, rate: RATE, page: noPage, base });
    expect(await sounds.openSpan(span('/green.mp4'))).toBeNull();
    expect(sounds.notes).toEqual([]);
    sounds.close();
  });
});

describe('SoundFiles: damaged or refused sound never fails the video', () => {
  it('damaged part-way: what decoded plays, the rest is silent, and the clip is named', async () => {
    const sounds = new SoundFiles({
      files: { '/hurt.wav': toneWav(3, 0.2) },
      rate: RATE,
      page: noPage,
      base,
      chunksOf: failingAfter(3),
    });
    const opened = await sounds.openSpan(span('/hurt.wav', { key: 'clip-12', duration: 3 }));
    const pcm = await readAll(opened!.source, 3 * RATE);
    const heard = pcm[0].findLastIndex((v) => v !== 0);
    expect(heard).toBeGreaterThan(100);
    expect(heard).toBeLessThan(2 * RATE);
    expect(sounds.notes).toEqual([{ key: 'clip-12', kind: 'silent' }]);
    sounds.close();
  });

  it('refused by WebCodecs (AAC where no AudioDecoder takes it): the page decodes it with Web Audio', async () => {
    const { page, asked } = pageWith({ '/clip.mp4': toneWav(2, 0.1) });
    const sounds = new SoundFiles({ files: { '/clip.mp4': fixture('clip.mp4') }, rate: RATE, page, base });
    const opened = await sounds.openSpan(span('/clip.mp4', { duration: 1.5 }));
    expect(asked).toEqual(['/clip.mp4']);
    const pcm = await readAll(opened!.source, RATE);
    expect(Math.max(...pcm[0])).toBeGreaterThan(0.09);
    expect(sounds.notes).toEqual([]);
    sounds.close();
  });

  it("WebCodecs takes it, then fails its first packets (WebKit's MP3): the page decodes it", async () => {
    const { page, asked } = pageWith({ '/song.wav': toneWav(2, 0.3) });
    // the first decode of the file fails; the page's WAV (a second file) decodes
    let first = true;
    const failFirst = (track: InputAudioTrack, from: number, to?: number) => {
      const chunks = first ? failingAfter(0)(track, from, to) : trackChunks(track, from, to);
      first = false;
      return chunks;
    };
    const sounds = new SoundFiles({ files: { '/song.wav': toneWav(2, 0.3) }, rate: RATE, page, base, chunksOf: failFirst });
    const opened = await sounds.openSpan(span('/song.wav'));
    expect(asked).toEqual(['/song.wav']);
    expect(Math.max(...(await readAll(opened!.source, RATE))[0])).toBeGreaterThan(0.29);
    expect(sounds.notes).toEqual([]);
    sounds.close();
  });

  it('refused, and the page cannot decode it either: silent, named', async () => {
    const sounds = new SoundFiles({ files: { '/clip.mp4': fixture('clip.mp4') }, rate: RATE, page: pageWith({}).page, base });
    expect(await sounds.openSpan(span('/clip.mp4', { key: 'intro' }))).toBeNull();
    const none = new SoundFiles({ files: { '/clip.mp4': fixture('clip.mp4') }, rate: RATE, page: noPage, base });
    expect(await none.openSpan(span('/clip.mp4', { key: 'clip-3' }))).toBeNull();
    expect(sounds.notes).toEqual([{ key: 'intro', kind: 'silent' }]);
    expect(none.notes).toEqual([{ key: 'clip-3', kind: 'silent' }]);
  });

  it('a file that is not media at all: silent, named', async () => {
    const sounds = new SoundFiles({
      files: { '/junk.mp4': new Blob([new Uint8Array(5000).fill(0x5a)]) },
      rate: RATE,
      page: noPage,
      base,
    });
    expect(await sounds.openSpan(span('/junk.mp4'))).toBeNull();
    expect(sounds.notes).toEqual([{ key: 'clip-7', kind: 'silent' }]);
  });
});

describe('SoundFiles: the music', () => {
  it('a track shorter than the film: held whole, looped in passes, brought to -20 LUFS', async () => {
    const sounds = new SoundFiles({ files: { '/m.wav': toneWav(4, 0.5, 440) }, rate: RATE, page: noPage, base });
    const bed = await sounds.openMusic('/m.wav', 10);
    expect(bed!.passes.map((p) => p.at)).toEqual([0, 2.5, 5, 7.5]);
    const pass = await readAll(bed!.open(bed!.passes[1]), 5 * RATE);
    // each pass plays the track from its start, for its 4 s
    expect(Math.abs(pass[0][RATE])).toBeGreaterThan(0);
    expect(pass[0].subarray(4 * RATE).every((v) => v === 0)).toBe(true);
    const level = measureLoudness(
      pass.map((c) => c.subarray(0, 4 * RATE).map((v) => v * bed!.gain)),
      RATE,
    );
    expect(level.integrated).toBeCloseTo(MUSIC_LUFS, 0);
    sounds.close();
  });

  it('a track longer than the film: one pass; measured whole (as the preview measures it), its level that of all of it', async () => {
    // 6 s quiet then 24 s loud: the film plays the quiet start, at the whole track's level
    const quietThenLoud = Float32Array.from({ length: 30 * RATE }, (_, i) => (i < 6 * RATE ? 0.05 : 0.5) * Math.sin(i / 7));
    const sounds = new SoundFiles({ files: { '/m.wav': wavOf([quietThenLoud], RATE) }, rate: RATE, page: noPage, base });
    const bed = await sounds.openMusic('/m.wav', 6);
    expect(bed!.passes).toEqual([{ at: 0, from: 0, duration: 6, fadeIn: 0, fadeOut: 0 }]);
    const whole = measureLoudness([quietThenLoud, quietThenLoud], RATE);
    expect(bed!.gain).toBeCloseTo(10 ** ((MUSIC_LUFS - whole.integrated) / 20), 2);
    // damaged after the part the film plays: no matter
    const late = new SoundFiles({
      files: { '/m.wav': wavOf([quietThenLoud], RATE) },
      rate: RATE,
      page: noPage,
      base,
      chunksOf: failingFrom(10),
    });
    expect(await late.openMusic('/m.wav', 6)).not.toBeNull();
    expect(late.notes).toEqual([]);
    sounds.close();
  });

  it('music that cannot be decoded, or fails part-way: no music, with a note', async () => {
    const refused = new SoundFiles({ files: { '/m.mp4': fixture('clip.mp4') }, rate: RATE, page: noPage, base });
    expect(await refused.openMusic('/m.mp4', 10)).toBeNull();
    expect(refused.notes).toEqual([{ key: 'music', kind: 'no-music' }]);
    const hurt = new SoundFiles({
      files: { '/m.wav': toneWav(5, 0.5) },
      rate: RATE,
      page: noPage,
      base,
      chunksOf: failingAfter(2),
    });
    expect(await hurt.openMusic('/m.wav', 10)).toBeNull();
    expect(hurt.notes).toEqual([{ key: 'music', kind: 'no-music' }]);
  });

  it('music WebCodecs refuses is decoded by the page', async () => {
    const { page, asked } = pageWith({ '/m.mp4': toneWav(3, 0.3) });
    const sounds = new SoundFiles({ files: { '/m.mp4': fixture('clip.mp4') }, rate: RATE, page, base });
    const bed = await sounds.openMusic('/m.mp4', 5);
    expect(asked).toEqual(['/m.mp4']);
    // a 3 s track under 5 s: passes at 0, 1.5 and 3
    expect(bed!.passes).toHaveLength(3);
    expect(sounds.notes).toEqual([]);
  });
});
