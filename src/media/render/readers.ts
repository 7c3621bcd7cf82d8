import {
  AudioSampleSink,
  VideoSampleSink,
  type AudioSample,
  type InputAudioTrack,
  type InputVideoTrack,
  type VideoSample,
} from 'mediabunny';
import type { Picture } from '@/media/drawFrame';
import type { SoundSource } from './mixer';
import { OUTPUT_CHANNELS, Resampler, type Planar } from './resampler';

// Reading decoded media in the worker, in order, with WebCodecs (through mediabunny): a video's
// frames for the output frames that show them, and a file's sound as a stream at the mix's rate
// (or held whole once decoded, for a stretch short enough).

/** A decoded frame as something drawFrame can draw (rotation and flip as the file says). */
export function samplePicture(sample: VideoSample): Picture {
  return {
    width: sample.displayWidth,
    height: sample.displayHeight,
    still: false,
    draw: (ctx, x, y, w, h) => sample.draw(ctx, x, y, w, h),
  };
}

/** The frames of one stretch of a video, asked for at rising times. */
export class FrameReader {
  private readonly frames: AsyncGenerator<VideoSample, void, unknown>;
  private current: VideoSample | null = null;
  private upcoming: VideoSample | null = null;
  private ended = false;

  constructor(track: InputVideoTrack, from: number, to: number) {
    this.frames = new VideoSampleSink(track).samples(from, to);
  }

  /** The frame showing at `seconds` of the file: the last one starting at or before it. */
  async frameAt(seconds: number): Promise<VideoSample | null> {
    if (!this.upcoming && !this.ended) await this.advance();
    while (this.upcoming && (this.upcoming.timestamp <= seconds || !this.current)) {
      this.current?.close();
      this.current = this.upcoming;
      this.upcoming = null;
      await this.advance();
    }
    return this.current;
  }

  private async advance() {
    const next = await this.frames.next();
    if (next.done) this.ended = true;
    else this.upcoming = next.value;
  }

  close(): void {
    this.current?.close();
    this.upcoming?.close();
    this.current = this.upcoming = null;
    void this.frames.return(undefined);
  }
}

/** A piece of decoded sound: where it starts in its file, at its own rate and channels. */
export type SoundChunk = { timestamp: number; sampleRate: number; channels: Planar };

/** One sample's channels as planar float32. */
function planarOf(sample: AudioSample): Planar {
  return Array.from({ length: sample.numberOfChannels }, (_, planeIndex) => {
    const data = new Float32Array(sample.numberOfFrames);
    sample.copyTo(data, { planeIndex, format: 'f32-planar' });
    return data;
  });
}

/** A track's decoded sound from `from` (to `to`, else its end), as chunks in order. */
export async function* trackChunks(track: InputAudioTrack, from: number, to?: number): AsyncGenerator<SoundChunk, void, unknown> {
  const samples = new AudioSampleSink(track).samples(from, to);
  try {
    for await (const sample of samples) {
      try {
        yield { timestamp: sample.timestamp, sampleRate: sample.sampleRate, channels: planarOf(sample) };
      } finally {
        sample.close();
      }
    }
  } finally {
    void samples.return(undefined).catch(() => undefined);
  }
}

/** A decoder that gives nothing for this long has stopped: what it gave is kept, the rest is silence. */
export const DECODE_STALL_MS = 30_000;

/** The next chunk, or a failure when the decoder neither answers nor fails for `ms`. */
function nextWithin<T>(iterator: AsyncIterator<T>, ms: number): Promise<IteratorResult<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no sound decoded for ${ms / 1000} s`)), ms);
  });
  return Promise.race([iterator.next(), stalled]).finally(() => clearTimeout(timer));
}

/**
 * A stretch of a file's sound, `duration` seconds from `from` (Infinity: to its end), at `rate` in
 * stereo, read in order. A decoder that fails (at its first chunk or in the middle) ends it: what
 * was decoded is kept, the rest is silence, and `failed` says so (`onFail` is told once).
 */
export class StreamSound implements SoundSource {
  private resampler: Resampler | null = null;
  private queue: Planar[] = [];
  private queued = 0;
  private left: number;
  private ended = false;
  private started = false;
  /** Frames given so far. */
  produced = 0;
  failed = false;

  constructor(
    private readonly chunks: AsyncIterator<SoundChunk>,
    private readonly from: number,
    duration: number,
    private readonly rate: number,
    private readonly onFail: (error: unknown) => void = () => undefined,
    private readonly stallMs = DECODE_STALL_MS,
  ) {
    this.left = Number.isFinite(duration) ? Math.round(duration * rate) : Infinity;
  }

  /** The next decoded frames (up to `max`), or null at the end. */
  async readSome(max = Infinity): Promise<Planar | null> {
    while (this.queued === 0 && !this.ended) await this.fill();
    if (this.queued === 0) return null;
    const head = this.queue[0];
    const n = Math.min(max, head[0].length);
    if (n === head[0].length) this.queue.shift();
    else this.queue[0] = head.map((ch) => ch.subarray(n));
    this.queued -= n;
    this.produced += n;
    return n === head[0].length ? head : head.map((ch) => ch.subarray(0, n));
  }

  /** Exactly `frames` frames: silence past the end. */
  async read(frames: number): Promise<Planar> {
    const out = Array.from({ length: OUTPUT_CHANNELS }, () => new Float32Array(frames));
    let at = 0;
    while (at < frames) {
      const part = await this.readSome(frames - at);
      if (!part) break;
      for (let c = 0; c < OUTPUT_CHANNELS; c++) out[c].set(part[c], at);
      at += part[0].length;
    }
    return out;
  }

  private async fill() {
    let next: IteratorResult<SoundChunk>;
    try {
      next = await nextWithin(this.chunks, this.stallMs);
    } catch (error) {
      this.ended = true;
      this.failed = true;
      this.onFail(error);
      return;
    }
    if (next.done) {
      this.ended = true;
      if (this.resampler) this.take(this.resampler.flush());
      return;
    }
    const chunk = next.value;
    let { channels } = chunk;
    if (!this.started) {
      // the first chunk may start before `from`: its earlier frames are not heard
      const early = Math.round((this.from - chunk.timestamp) * chunk.sampleRate);
      if (early > 0) channels = channels.map((c) => c.subarray(Math.min(early, c.length)));
      this.resampler = new Resampler(chunk.sampleRate, this.rate);
      this.started = true;
    }
    this.take(this.resampler!.push(channels));
  }

  /** Queues resampled frames, up to the stretch's length. */
  private take(resampled: Planar) {
    let out = resampled;
    if (out[0].length > this.left) out = out.map((c) => c.subarray(0, this.left));
    this.left -= out[0].length;
    if (this.left <= 0) this.ended = true;
    if (out[0].length) {
      this.queue.push(out);
      this.queued += out[0].length;
    }
  }

  close(): void {
    this.ended = true;
    this.queue = [];
    void this.chunks.return?.(undefined)?.catch(() => undefined);
  }
}

/** Sound decoded once and held (stereo, at the mix's rate), as pieces. */
export class HeldPcm {
  /** Where each piece starts, in frames. */
  private readonly starts: number[] = [];
  private readonly pieces: Planar[] = [];
  frames = 0;

  add(piece: Planar): void {
    this.starts.push(this.frames);
    this.pieces.push(piece);
    this.frames += piece[0].length;
  }

  /** A reader from `fromFrame` for `frames` frames (silence past the held sound). */
  reader(fromFrame = 0, frames = Infinity): SoundSource {
    let position = Math.max(0, fromFrame);
    const end = Math.min(this.frames, fromFrame + frames);
    let piece = 0;
    return {
      read: async (n: number) => {
        const out = Array.from({ length: OUTPUT_CHANNELS }, () => new Float32Array(n));
        let at = 0;
        while (at < n && position < end) {
          while (piece + 1 < this.pieces.length && this.starts[piece + 1] <= position) piece++;
          while (piece > 0 && this.starts[piece] > position) piece--;
          const source = this.pieces[piece];
          const offset = position - this.starts[piece];
          const take = Math.min(n - at, source[0].length - offset, end - position);
          for (let c = 0; c < OUTPUT_CHANNELS; c++) out[c].set(source[c].subarray(offset, offset + take), at);
          at += take;
          position += take;
        }
        return out;
      },
      close: () => undefined,
    };
  }
}
