import { ALL_FORMATS, BlobSource, Input, type InputAudioTrack } from 'mediabunny';
import { musicPasses, type MusicPass, type SoundSpan } from '@/media/audioPlan';
import { LoudnessMeter, MUSIC_LUFS, MUSIC_MEASURE_SECONDS, normalisingGain, SPEECH_LUFS } from '@/media/loudness';
import { audioDataReadable } from './audioDataReadable';
import { decodePath } from './decodePath';
import type { MusicBed, OpenedSound } from './mixer';
import { MUSIC_NOTE_KEY, type SoundNote } from './protocol';
import { HeldPcm, StreamSound, trackChunks, type SoundChunk } from './readers';
import { OUTPUT_CHANNELS } from './resampler';
import { rangedUrlSource } from './urlSource';

// The greeting's sound files in the sound worker: each clip's stretch and the music, decoded once
// to be measured (BS.1770 loudness, true peak) and held for the mix when short enough, else decoded
// again as it plays. A track WebCodecs refuses, or fails from its first packets, is decoded by the
// page with the Web Audio API instead; one that fails in the middle is silent from there on. Either
// way the video is made, and the note says which part lost its sound.

/** Decoded sound up to this long is held for the mix (46 MB at 48 kHz stereo); a longer one is decoded twice. */
export const MAX_HELD_SECONDS = 120;

/** The page's Web Audio decode of a whole file as WAV (null: it cannot), and whether the page has Web Audio at all. */
export type PageDecoder = { available: boolean; decode(src: string): Promise<Blob | null> };

/** A track as decoded from one source: WebCodecs (the file itself) or the page's WAV. */
type Via = 'webcodecs' | 'web-audio';

/** What of a file to decode: `duration` seconds from `from`, to be brought to `target` LUFS. */
type Stretch = {
  from: number;
  duration: number;
  target: number;
  /** Measured over its first this-many seconds (all of it when not said). */
  measureSeconds?: number;
  /** Held for the mix up to this many seconds (all of it when not said). */
  holdSeconds?: number;
};

type Decoded =
  /** The file has no sound (a silent clip): nothing to say about it. */
  | { kind: 'none' }
  /** The decoder refused it, or failed before giving anything. */
  | { kind: 'refused'; supports: boolean; firstDecodeOk: boolean | null }
  | {
      kind: 'ok';
      gain: number;
      /** Decoded frames (at the mix's rate). */
      frames: number;
      /** The decoded sound, or null: too long to hold, decode it again to play. */
      held: HeldPcm | null;
      track: InputAudioTrack;
      /** It failed part-way: the rest is silent. */
      failed: boolean;
    };

export type SoundFilesOptions = {
  /** Files the page already holds, by their URL. */
  files: Record<string, Blob>;
  /** The mix's rate. */
  rate: number;
  page: PageDecoder;
  /** What the job's URLs are relative to: the page's address (a worker's own may be a blob: URL). */
  base: string;
  /** How a stream of a track's sound is read (mediabunny; a test gives its own). */
  chunksOf?: (track: InputAudioTrack, from: number, to?: number) => AsyncIterator<SoundChunk>;
  maxHeldSeconds?: number;
};

/** A sound file: the Blob the page handed over, else read from its URL in ranges. */
function openSoundInput(src: string, files: Record<string, Blob>, base: string): Input {
  const source = Object.hasOwn(files, src) ? new BlobSource(files[src]) : rangedUrlSource(new URL(src, base));
  return new Input({ source, formats: ALL_FORMATS });
}

export class SoundFiles {
  private readonly inputs = new Map<string, Input>();
  private readonly wavs = new Map<string, Promise<Input | null>>();
  private readonly noted = new Set<string>();
  private readonly files: Record<string, Blob>;
  private readonly rate: number;
  private readonly page: PageDecoder;
  private readonly base: string;
  private readonly chunksOf: NonNullable<SoundFilesOptions['chunksOf']>;
  private readonly maxHeldSeconds: number;
  readonly notes: SoundNote[] = [];

  constructor(options: SoundFilesOptions) {
    this.files = options.files;
    this.rate = options.rate;
    this.page = options.page;
    this.base = options.base;
    this.chunksOf = options.chunksOf ?? trackChunks;
    this.maxHeldSeconds = options.maxHeldSeconds ?? MAX_HELD_SECONDS;
  }

  private note(key: string, kind: SoundNote['kind']) {
    if (this.noted.has(key)) return;
    this.noted.add(key);
    this.notes.push({ key, kind });
  }

  private input(src: string, via: Via): Promise<Input | null> {
    if (via === 'webcodecs') {
      if (!this.inputs.has(src)) this.inputs.set(src, openSoundInput(src, this.files, this.base));
      return Promise.resolve(this.inputs.get(src)!);
    }
    if (!this.wavs.has(src)) {
      this.wavs.set(
        src,
        this.page.decode(src).then(
          (wav) => (wav ? new Input({ source: new BlobSource(wav), formats: ALL_FORMATS }) : null),
          () => null,
        ),
      );
    }
    return this.wavs.get(src)!;
  }

  /**
   * Decodes `duration` seconds of `src` from `from` through `via`, measuring its first
   * `measureSeconds` as it goes, and holds its first `holdSeconds` when they are short enough.
   */
  private async decode(src: string, via: Via, stretch: Stretch): Promise<Decoded> {
    const input = await this.input(src, via);
    if (!input) return { kind: 'refused', supports: false, firstDecodeOk: null };
    let track: InputAudioTrack | null;
    try {
      track = await input.getPrimaryAudioTrack();
    } catch {
      return { kind: 'refused', supports: false, firstDecodeOk: null };
    }
    // a file with no sound is silent, not broken (the page's decode of one with none is)
    if (!track) return via === 'webcodecs' ? { kind: 'none' } : { kind: 'refused', supports: false, firstDecodeOk: null };
    if (!(await track.canDecode().catch(() => false))) return { kind: 'refused', supports: false, firstDecodeOk: null };
    // its decoded sound could not be read here (WebKitGTK): the page decodes it
    if (via === 'webcodecs' && !audioDataReadable()) return { kind: 'refused', supports: false, firstDecodeOk: null };

    const { from, duration, target } = stretch;
    const measure = Math.round((stretch.measureSeconds ?? duration) * this.rate);
    const hold = Math.round((stretch.holdSeconds ?? duration) * this.rate);
    const cap = this.maxHeldSeconds * this.rate;
    const meter = new LoudnessMeter(this.rate, OUTPUT_CHANNELS);
    let held: HeldPcm | null = new HeldPcm();
    let at = 0;
    const stream = new StreamSound(this.chunksOf(track, from, from + duration), from, duration, this.rate);
    for (let piece = await stream.readSome(); piece; piece = await stream.readSome()) {
      const n = piece[0].length;
      const part = (end: number) => (at + n <= end ? piece : piece.map((c) => c.subarray(0, Math.max(0, end - at))));
      if (at < measure) meter.push(part(measure));
      if (held && at < hold) {
        held.add(part(hold));
        // more is needed than can be held: it is decoded again as it plays
        if (held.frames > cap) held = null;
      }
      at += n;
    }
    stream.close();
    if (stream.failed && stream.produced === 0) return { kind: 'refused', supports: true, firstDecodeOk: false };
    const gain = normalisingGain(meter.result(), target);
    return { kind: 'ok', gain, frames: stream.produced, held, track, failed: stream.failed };
  }

  /** Decodes with WebCodecs, else (refused, or failing from the start) with the page's Web Audio, else nothing. */
  private async decodeAnyWay(src: string, stretch: Stretch): Promise<Decoded> {
    const first = await this.decode(src, 'webcodecs', stretch);
    if (first.kind !== 'refused') return first;
    const path = decodePath({
      webCodecsSupports: first.supports,
      firstDecodeOk: first.firstDecodeOk,
      webAudioAvailable: this.page.available,
    });
    if (path !== 'web-audio') return first;
    return this.decode(src, 'web-audio', stretch);
  }

  /** A stream of a track again, for sound too long to have been held; a failure is noted under `key`. */
  private stream(track: InputAudioTrack, from: number, duration: number, key: string, kind: SoundNote['kind']) {
    return new StreamSound(this.chunksOf(track, from, from + duration), from, duration, this.rate, () => this.note(key, kind));
  }

  /** A clip's (or the intro's) own sound at its normalised gain; null when it has none or it cannot be decoded (noted). */
  async openSpan(span: SoundSpan): Promise<OpenedSound | null> {
    const decoded = await this.decodeAnyWay(span.src, { from: span.from, duration: span.duration, target: SPEECH_LUFS });
    if (decoded.kind === 'none') return null;
    if (decoded.kind === 'refused') {
      this.note(span.key, 'silent');
      return null;
    }
    if (decoded.failed) this.note(span.key, 'silent');
    const source = decoded.held
      ? decoded.held.reader()
      : this.stream(decoded.track, span.from, span.duration, span.key, 'silent');
    return { source, gain: decoded.gain };
  }

  /**
   * The music under a film of `total` seconds: its passes (looped when shorter), its normalised
   * gain, and each pass's sound. Null when it cannot be decoded or fails part-way (noted): no music
   * rather than a track that stops.
   */
  async openMusic(src: string, total: number): Promise<MusicBed | null> {
    // the track's loudness (its first minutes, as the preview measures it); held as far as the film
    // needs it: the whole track when it is shorter (every pass plays it)
    const decoded = await this.decodeAnyWay(src, {
      from: 0,
      duration: Math.max(total, MUSIC_MEASURE_SECONDS),
      target: MUSIC_LUFS,
      measureSeconds: MUSIC_MEASURE_SECONDS,
      holdSeconds: total,
    });
    // failing part-way is no matter past what the film plays
    const short = decoded.kind === 'ok' && decoded.failed && decoded.frames < Math.round(total * this.rate);
    if (decoded.kind !== 'ok' || short || decoded.frames === 0) {
      this.note(MUSIC_NOTE_KEY, 'no-music');
      return null;
    }
    // decoded to its end, or (longer than the film) at least as far as the film: one pass
    const trackSeconds = decoded.frames / this.rate;
    const { held, track } = decoded;
    const passes = musicPasses(trackSeconds, total);
    return {
      passes,
      gain: decoded.gain,
      open: (pass: MusicPass) =>
        held
          ? held.reader(Math.round(pass.from * this.rate), Math.round(pass.duration * this.rate))
          : this.stream(track, pass.from, pass.duration, MUSIC_NOTE_KEY, 'no-music'),
    };
  }

  close(): void {
    this.inputs.forEach((i) => i.dispose());
    this.wavs.forEach((p) => void p.then((i) => i?.dispose()));
  }
}
