import {
  AudioSampleSink,
  VideoSampleSink,
  type AudioSample,
  type InputAudioTrack,
  type InputVideoTrack,
  type VideoSample,
} from 'mediabunny';
import type { Picture } from '@/shared/media/drawFrame';
import type { SoundSource } from './mixer';
import { OUTPUT_CHANNELS, Resampler, type Planar } from './resampler';

// Reading decoded media in the worker, in order, with WebCodecs (through mediabunny): a video's
// frames for the output frames that show them, and a file's sound as a stream at the mix's rate.

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

/** One sample's channels as planar float32. */
function planarOf(sample: AudioSample): Planar {
  return Array.from({ length: sample.numberOfChannels }, (_, planeIndex) => {
    const data = new Float32Array(sample.numberOfFrames);
    sample.copyTo(data, { planeIndex, format: 'f32-planar' });
    return data;
  });
}

/**
 * A file's sound from `from` for `duration` seconds (or, looped, for ever), at `rate` in stereo.
 * Past its end, silence.
 */
export class FileSound implements SoundSource {
  private samples: AsyncGenerator<AudioSample, void, unknown>;
  private resampler: Resampler;
  private queue: Planar[] = [];
  private queued = 0;
  private left: number;
  private ended = false;
  private heardThisPass = false;

  constructor(
    private readonly track: InputAudioTrack,
    private readonly from: number,
    duration: number,
    private readonly rate: number,
    private readonly loop = false,
  ) {
    this.samples = new AudioSampleSink(track).samples(from, loop ? undefined : from + duration);
    this.resampler = new Resampler(track.sampleRate, rate);
    this.left = loop ? Infinity : Math.round(duration * rate);
  }

  async read(frames: number): Promise<Planar> {
    while (this.queued < frames && !this.ended) await this.fill();
    const out = Array.from({ length: OUTPUT_CHANNELS }, () => new Float32Array(frames));
    let at = 0;
    while (at < frames && this.queue.length) {
      const head = this.queue[0];
      const n = Math.min(frames - at, head[0].length);
      for (let c = 0; c < OUTPUT_CHANNELS; c++) out[c].set(head[c].subarray(0, n), at);
      at += n;
      this.queued -= n;
      if (n === head[0].length) this.queue.shift();
      else this.queue[0] = head.map((ch) => ch.subarray(n));
    }
    return out;
  }

  private async fill() {
    const next = await this.samples.next();
    if (next.done) {
      // a loop starts again, unless a whole pass gave nothing (a file with no sound)
      if (this.loop && this.heardThisPass) {
        this.heardThisPass = false;
        this.samples = new AudioSampleSink(this.track).samples(0);
        this.resampler = new Resampler(this.track.sampleRate, this.rate);
      } else this.ended = true;
      return;
    }
    const sample = next.value;
    let channels = planarOf(sample);
    // the first sample may start before `from`: its earlier frames are not heard
    const early = Math.round((this.from - sample.timestamp) * sample.sampleRate);
    if (early > 0 && !this.heardThisPass) channels = channels.map((c) => c.subarray(Math.min(early, c.length)));
    sample.close();
    this.heardThisPass = true;
    let out = this.resampler.push(channels);
    if (out[0].length > this.left) out = out.map((c) => c.subarray(0, this.left));
    this.left -= out[0].length;
    if (this.left <= 0) this.ended = true;
    if (out[0].length) {
      this.queue.push(out);
      this.queued += out[0].length;
    }
  }

  close(): void {
    void this.samples.return(undefined);
    this.queue = [];
  }
}
