import { fadeGainAt, musicGainAt, type AudioPlan, type MusicPass, type SoundSpan } from '@/media/audioPlan';
import { OUTPUT_CHANNELS, type Planar } from './resampler';

// The finished video's sound, block by block: each clip's own sound where the plan places it, at its
// normalised gain, cross-fading with its neighbours; and the music, pass after pass, at its own gain
// and the plan's envelope (in, ducked, muted, out). The preview's Web Audio graph follows the same
// plan and the same numbers.

/** A stream of stereo sound at the mix's rate: `read(n)` gives exactly n frames (silence past its end). */
export interface SoundSource {
  read(frames: number): Promise<Planar>;
  close(): void;
}

/** A clip's sound, opened, and the gain that brings it to the greeting's level. */
export type OpenedSound = { source: SoundSource; gain: number };

/** The music: its passes over the film (one, or looped), its gain, and each pass's sound. */
export type MusicBed = { passes: MusicPass[]; gain: number; open(pass: MusicPass): SoundSource };

const silence = (frames: number): Planar => Array.from({ length: OUTPUT_CHANNELS }, () => new Float32Array(frames));

/** Something heard over [start, end) frames: a clip's span or a pass of the music. */
type Voice = {
  item: Pick<SoundSpan, 'at' | 'duration' | 'fadeIn' | 'fadeOut'>;
  start: number;
  end: number;
  music: boolean;
  open: () => Promise<OpenedSound | null>;
  opened: OpenedSound | null;
};

export class Mixer {
  private position = 0;
  private readonly waiting: Voice[];
  private playing: Voice[] = [];

  constructor(
    private readonly plan: AudioPlan,
    private readonly sampleRate: number,
    open: (span: SoundSpan) => Promise<OpenedSound | null>,
    music: MusicBed | null,
  ) {
    const frame = (seconds: number) => Math.round(seconds * sampleRate);
    const voice = (item: Voice['item'], isMusic: boolean, opener: () => Promise<OpenedSound | null>): Voice => ({
      item,
      start: frame(item.at),
      end: frame(item.at + item.duration),
      music: isMusic,
      open: opener,
      opened: null,
    });
    const spans = plan.sounds.map((span) => voice(span, false, () => open(span)));
    const passes =
      music && plan.music
        ? music.passes.map((pass) => voice(pass, true, () => Promise.resolve({ source: music.open(pass), gain: music.gain })))
        : [];
    this.waiting = [...spans, ...passes].sort((a, b) => a.start - b.start);
  }

  /** Frames of the whole greeting. */
  get length(): number {
    return Math.round(this.plan.total * this.sampleRate);
  }

  /** The next `frames` frames of the greeting's sound. */
  async next(frames: number): Promise<Planar> {
    const from = this.position;
    const to = from + frames;
    const out = silence(frames);
    while (this.waiting.length && this.waiting[0].start < to) {
      const v = this.waiting.shift()!;
      v.opened = await v.open();
      this.playing.push(v);
    }
    const envelope = this.plan.music && this.playing.some((v) => v.music) ? this.envelope(from, frames) : null;
    for (const v of this.playing) {
      const a = Math.max(from, v.start);
      const b = Math.min(to, v.end);
      if (b <= a || !v.opened) continue;
      const part = await v.opened.source.read(b - a);
      const gains = this.gains(v, a, b - a, envelope ? envelope.subarray(a - from) : null);
      for (let c = 0; c < OUTPUT_CHANNELS; c++) {
        const dst = out[c];
        const src = part[c];
        for (let i = 0, k = a - from; i < b - a; i++, k++) dst[k] += src[i] * gains[i];
      }
    }
    for (const v of this.playing.filter((q) => q.end <= to)) v.opened?.source.close();
    this.playing = this.playing.filter((q) => q.end > to);
    for (const channel of out) for (let i = 0; i < frames; i++) channel[i] = Math.max(-1, Math.min(1, channel[i]));
    this.position = to;
    return out;
  }

  /** The music's envelope over the block, frame by frame. */
  private envelope(from: number, frames: number): Float32Array {
    const points = this.plan.music!.envelope;
    const out = new Float32Array(frames);
    const rate = this.sampleRate;
    // between points the envelope is a line: each stretch of the block is filled along its line
    let i = 0;
    while (i < frames) {
      const t = (from + i) / rate;
      const next = points.findIndex((p) => p.at > t);
      if (next <= 0) {
        out.fill(musicGainAt(points, t), i);
        break;
      }
      const a = points[next - 1];
      const b = points[next];
      const end = Math.min(frames, Math.ceil(b.at * rate) - from);
      const slope = (b.gain - a.gain) / (b.at - a.at);
      for (; i < end; i++) out[i] = a.gain + slope * ((from + i) / rate - a.at);
      i = Math.max(i, end);
    }
    return out;
  }

  /** A voice's gain for each of its frames from `a`: its own gain, its fades, and (music) the envelope. */
  private gains(v: Voice, a: number, n: number, envelope: Float32Array | null): Float32Array {
    const g = new Float32Array(n);
    const { item } = v;
    const gain = v.opened!.gain;
    const fadeInEnd = v.start + Math.round(item.fadeIn * this.sampleRate);
    const fadeOutStart = v.end - Math.round(item.fadeOut * this.sampleRate);
    for (let i = 0; i < n; i++) {
      const f = a + i;
      const fade = f < fadeInEnd || f >= fadeOutStart ? fadeGainAt(item, f / this.sampleRate) : 1;
      g[i] = gain * fade * (v.music && envelope ? envelope[i] : 1);
    }
    return g;
  }

  close(): void {
    for (const v of this.playing) v.opened?.source.close();
    this.playing = [];
  }
}
