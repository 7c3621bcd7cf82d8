import { fadeStep, musicTargetAt, type AudioPlan, type SoundSpan } from '@/shared/media/audioPlan';
import { OUTPUT_CHANNELS, type Planar } from './resampler';

// The finished video's sound, block by block: each clip's own sound where the plan places it, and
// the music (looped) at the level each part asks for, fading between levels as the preview does.

/** A stream of stereo sound at the mix's rate: `read(n)` gives exactly n frames (silence past its end). */
export interface SoundSource {
  read(frames: number): Promise<Planar>;
  close(): void;
}

const silence = (frames: number): Planar => Array.from({ length: OUTPUT_CHANNELS }, () => new Float32Array(frames));

type Playing = { span: SoundSpan; start: number; end: number; source: SoundSource | null };

export class Mixer {
  private position = 0;
  private level: number;
  private readonly step: number;
  private readonly waiting: Playing[];
  private playing: Playing[] = [];

  constructor(
    private readonly plan: AudioPlan,
    private readonly sampleRate: number,
    private readonly open: (span: SoundSpan) => SoundSource | null,
    private readonly music: SoundSource | null,
  ) {
    this.step = fadeStep(sampleRate);
    this.level = plan.music ? musicTargetAt(plan.music.levels, 0) : 0;
    const frame = (seconds: number) => Math.round(seconds * sampleRate);
    this.waiting = plan.sounds.map((span) => ({
      span,
      start: frame(span.at),
      end: frame(span.at + span.duration),
      source: null,
    }));
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
    await this.addMusic(out, from);
    while (this.waiting.length && this.waiting[0].start < to) {
      const p = this.waiting.shift()!;
      p.source = this.open(p.span);
      this.playing.push(p);
    }
    for (const p of this.playing) {
      const a = Math.max(from, p.start);
      const b = Math.min(to, p.end);
      if (b <= a || !p.source) continue;
      const part = await p.source.read(b - a);
      for (let c = 0; c < OUTPUT_CHANNELS; c++) {
        const dst = out[c];
        const src = part[c];
        for (let i = 0; i < b - a; i++) dst[a - from + i] += src[i];
      }
    }
    for (const p of this.playing.filter((q) => q.end <= to)) p.source?.close();
    this.playing = this.playing.filter((q) => q.end > to);
    for (const channel of out) for (let i = 0; i < frames; i++) channel[i] = Math.max(-1, Math.min(1, channel[i]));
    this.position = to;
    return out;
  }

  private async addMusic(out: Planar, from: number) {
    if (!this.music || !this.plan.music) return;
    const frames = out[0].length;
    const track = await this.music.read(frames);
    const { levels } = this.plan.music;
    let i = 0;
    while (i < frames) {
      // one stretch at one target: up to the next level change inside this block
      const target = musicTargetAt(levels, (from + i) / this.sampleRate);
      const change = levels.find((l) => l.at * this.sampleRate > from + i);
      const end = change ? Math.min(frames, Math.ceil(change.at * this.sampleRate) - from) : frames;
      for (let c = 0; c < OUTPUT_CHANNELS; c++) {
        const src = track[c];
        const dst = out[c];
        let level = this.level;
        for (let k = i; k < end; k++) {
          level += (target - level) * this.step;
          dst[k] += src[k] * level;
        }
        if (c === OUTPUT_CHANNELS - 1) this.level = level;
      }
      i = Math.max(end, i + 1);
    }
  }

  close(): void {
    for (const p of this.playing) p.source?.close();
    this.music?.close();
  }
}
