// How loud a sound is, as broadcasters measure it (ITU-R BS.1770-4), and the gain that brings it
// to one level: each clip's own sound to -16 LUFS with its peaks under -1 dBTP, the music a little
// under it. Pure and streaming (push the sound chunk by chunk), so the sound worker measures a clip
// while it decodes it and the preview measures the music it plays.

/** Planar sound: one Float32Array per channel, all the same length. */
type Planar = readonly Float32Array[];

/** Each clip's own sound is brought to this (what phones and streaming services play speech at). */
export const SPEECH_LUFS = -16;
/** The music sits this far under the speech before it is ducked. */
export const MUSIC_LUFS = -20;
/** The music is measured over its first this-many seconds (the sound worker and the preview alike). */
export const MUSIC_MEASURE_SECONDS = 300;
/** Peaks stay under this (true peak, dBTP): AAC encoding adds a little, a player's resampler too. */
export const PEAK_CEILING_DBTP = -1;
/** A quiet recording is raised at most this much (dB): near-silence is not blown up into hiss. */
export const MAX_BOOST_DB = 24;

/** BS.1770: the absolute gate (LUFS) and the relative gate (LU under the absolutely gated level). */
const ABSOLUTE_GATE_LUFS = -70;
const RELATIVE_GATE_LU = -10;
/** Gating blocks of 400 ms, overlapping by 75% (a new one every 100 ms). */
const BLOCK_SECONDS = 0.4;
const STEP_SECONDS = 0.1;
const STEPS_PER_BLOCK = Math.round(BLOCK_SECONDS / STEP_SECONDS);

export type Biquad = { b0: number; b1: number; b2: number; a1: number; a2: number };

/**
 * The K-weighting pre-filter of BS.1770-4 for any sample rate: the head's high shelf (+4 dB above
 * about 1.7 kHz) then the RLB high-pass (about 38 Hz), from their analogue prototypes through the
 * bilinear transform (the standard's 48 kHz coefficients are these at 48 kHz).
 */
export function kWeighting(sampleRate: number): [Biquad, Biquad] {
  // stage 1: the high shelf
  const f0 = 1681.974450955533;
  const gainDb = 3.999843853973347;
  const q = 0.7071752369554196;
  const k = Math.tan((Math.PI * f0) / sampleRate);
  const vh = 10 ** (gainDb / 20);
  const vb = vh ** 0.4996667741545416;
  const a0 = 1 + k / q + k * k;
  const shelf: Biquad = {
    b0: (vh + (vb * k) / q + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / q + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / q + k * k) / a0,
  };
  // stage 2: the RLB high-pass
  const f1 = 38.13547087602444;
  const q1 = 0.5003270373238773;
  const k1 = Math.tan((Math.PI * f1) / sampleRate);
  const a01 = 1 + k1 / q1 + k1 * k1;
  const highPass: Biquad = {
    b0: 1,
    b1: -2,
    b2: 1,
    a1: (2 * (k1 * k1 - 1)) / a01,
    a2: (1 - k1 / q1 + k1 * k1) / a01,
  };
  return [shelf, highPass];
}

/** Oversampling of the true-peak meter (BS.1770-4 Annex 2: 4× at 48 kHz). */
const OVERSAMPLE = 4;
/** Half the interpolator's length, in input samples (12 taps a phase). */
const HALF_TAPS = 6;
/** Blocks of this many samples are skipped when even +6 dB over their sample peak could not set a new true peak. */
const PEAK_BLOCK = 256;

/** A Kaiser window's zeroth-order Bessel function. */
function bessel0(x: number): number {
  let sum = 1;
  let term = 1;
  for (let k = 1; k < 25; k++) {
    term *= (x / (2 * k)) ** 2;
    sum += term;
  }
  return sum;
}

/**
 * The interpolator's taps: phase p (1..3) gives the sound p/4 of a sample after x[m], from
 * x[m-5] … x[m+6] (a Kaiser-windowed sinc, β 6, each phase summing to 1). Phase 0 is the sample
 * itself.
 */
const PHASES: Float64Array[] = Array.from({ length: OVERSAMPLE - 1 }, (_, i) => {
  const tau = (i + 1) / OVERSAMPLE;
  const beta = 6;
  const taps = Float64Array.from({ length: 2 * HALF_TAPS }, (_, t) => {
    const u = t - (HALF_TAPS - 1) - tau; // -5-τ … 6-τ
    const sinc = u === 0 ? 1 : Math.sin(Math.PI * u) / (Math.PI * u);
    const r = u / HALF_TAPS;
    const window = Math.abs(r) >= 1 ? 0 : bessel0(beta * Math.sqrt(1 - r * r)) / bessel0(beta);
    return sinc * window;
  });
  const sum = taps.reduce((a, b) => a + b, 0);
  return taps.map((v) => v / sum);
});

/** The highest |value| of one phase of the interpolator over the gaps after x[from+5] … x[to+5]. */
function interpolatedPeak(x: Float32Array, from: number, to: number, taps: Float64Array): number {
  const [t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11] = taps;
  let peak = 0;
  for (let b = from; b <= to; b++) {
    const y =
      t0 * x[b] +
      t1 * x[b + 1] +
      t2 * x[b + 2] +
      t3 * x[b + 3] +
      t4 * x[b + 4] +
      t5 * x[b + 5] +
      t6 * x[b + 6] +
      t7 * x[b + 7] +
      t8 * x[b + 8] +
      t9 * x[b + 9] +
      t10 * x[b + 10] +
      t11 * x[b + 11];
    const v = y < 0 ? -y : y;
    if (v > peak) peak = v;
  }
  return peak;
}

export type Loudness = {
  /** Integrated loudness (LUFS); -Infinity for silence (nothing above the absolute gate). */
  integrated: number;
  /** The highest true peak of any channel, linear (1 = full scale). */
  truePeak: number;
  /** The highest sample, linear. */
  samplePeak: number;
};

/** Integrated loudness and true peak of a sound given chunk by chunk (any length, any channel count). */
export class LoudnessMeter {
  private readonly filters: [Biquad, Biquad];
  /** Per channel: the two biquads' state (x1, x2, y1, y2, then the high-pass's outputs v1, v2). */
  private readonly state: Float64Array[];
  private readonly step: number;
  /** Mean-square sums (weighted, all channels) of each 100 ms step so far. */
  private readonly steps: number[] = [];
  private stepSum = 0;
  private stepFill = 0;
  /** Every sample's weighted square, for a sound shorter than one gating block. */
  private totalSum = 0;
  private totalFrames = 0;
  /** The last samples of each channel, for the interpolator to run across chunks. */
  private tails: Float32Array[];
  private truePeak = 0;
  private samplePeak = 0;

  constructor(
    sampleRate: number,
    private readonly channels: number,
  ) {
    this.filters = kWeighting(sampleRate);
    this.state = Array.from({ length: channels }, () => new Float64Array(6));
    this.step = Math.max(1, Math.round(STEP_SECONDS * sampleRate));
    this.tails = Array.from({ length: channels }, () => new Float32Array(0));
  }

  push(chunk: Planar): void {
    const frames = chunk[0]?.length ?? 0;
    if (frames === 0) return;
    const squares = new Float64Array(frames);
    for (let c = 0; c < this.channels; c++) {
      const x = chunk[Math.min(c, chunk.length - 1)];
      this.weightedSquares(x, this.state[c], squares);
      this.peaks(c, x);
    }
    for (let i = 0; i < frames; i++) {
      this.stepSum += squares[i];
      this.totalSum += squares[i];
      if (++this.stepFill === this.step) {
        this.steps.push(this.stepSum);
        this.stepSum = 0;
        this.stepFill = 0;
      }
    }
    this.totalFrames += frames;
  }

  /** Adds each K-weighted sample's square to `out` (the channel weight is 1: left, right, centre). */
  private weightedSquares(x: Float32Array, s: Float64Array, out: Float64Array) {
    const [f, g] = this.filters;
    const { b0, b1, b2, a1, a2 } = f;
    const c1 = g.a1;
    const c2 = g.a2;
    let x1 = s[0];
    let x2 = s[1];
    let y1 = s[2];
    let y2 = s[3];
    let v1 = s[4];
    let v2 = s[5];
    for (let i = 0; i < x.length; i++) {
      const x0 = x[i];
      const y0 = b0 * x0 + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
      // the high-pass's numerator is 1, -2, 1
      const v0 = y0 - 2 * y1 + y2 - c1 * v1 - c2 * v2;
      x2 = x1;
      x1 = x0;
      y2 = y1;
      y1 = y0;
      v2 = v1;
      v1 = v0;
      out[i] += v0 * v0;
    }
    s[0] = x1;
    s[1] = x2;
    s[2] = y1;
    s[3] = y2;
    s[4] = v1;
    s[5] = v2;
  }

  /** The sample peak, and the true peak between samples where it could be a new highest. */
  private peaks(c: number, chunk: Float32Array) {
    const tail = this.tails[c];
    const x = new Float32Array(tail.length + chunk.length);
    x.set(tail);
    x.set(chunk, tail.length);
    // between x[m] and x[m+1] needs x[m-5] … x[m+6]
    const first = HALF_TAPS - 1;
    const last = x.length - HALF_TAPS - 1;
    for (let i = 0; i < chunk.length; i++) {
      const v = Math.abs(chunk[i]);
      if (v > this.samplePeak) this.samplePeak = v;
    }
    if (this.samplePeak > this.truePeak) this.truePeak = this.samplePeak;
    for (let start = first; start <= last; start += PEAK_BLOCK) {
      const end = Math.min(last, start + PEAK_BLOCK - 1);
      let blockPeak = 0;
      for (let m = start - first; m <= end + HALF_TAPS; m++) blockPeak = Math.max(blockPeak, Math.abs(x[m]));
      if (blockPeak * 2 <= this.truePeak) continue;
      for (const taps of PHASES) this.truePeak = Math.max(this.truePeak, interpolatedPeak(x, start - first, end - first, taps));
    }
    // the samples the next chunk still needs (whose gaps were not measured yet, and the 5 before them)
    const keep = Math.min(x.length, 2 * HALF_TAPS - 1);
    this.tails[c] = x.slice(x.length - keep);
  }

  result(): Loudness {
    return { integrated: this.integrated(), truePeak: this.truePeak, samplePeak: this.samplePeak };
  }

  private integrated(): number {
    const blockFrames = this.step * STEPS_PER_BLOCK;
    const blocks: number[] = [];
    for (let i = 0; i + STEPS_PER_BLOCK <= this.steps.length; i++) {
      let sum = 0;
      for (let k = 0; k < STEPS_PER_BLOCK; k++) sum += this.steps[i + k];
      blocks.push(sum / blockFrames);
    }
    // shorter than one block: the whole sound is the one block
    if (blocks.length === 0 && this.totalFrames > 0) blocks.push(this.totalSum / this.totalFrames);
    const lufs = (z: number) => -0.691 + 10 * Math.log10(z);
    const mean = (zs: number[]) => zs.reduce((a, b) => a + b, 0) / zs.length;
    const loud = blocks.filter((z) => z > 0 && lufs(z) > ABSOLUTE_GATE_LUFS);
    if (loud.length === 0) return -Infinity;
    const gate = lufs(mean(loud)) + RELATIVE_GATE_LU;
    const kept = loud.filter((z) => lufs(z) > gate);
    return lufs(mean(kept.length ? kept : loud));
  }
}

/** The loudness of a whole sound at once. */
export function measureLoudness(channels: Planar, sampleRate: number): Loudness {
  const meter = new LoudnessMeter(sampleRate, Math.max(1, channels.length));
  meter.push(channels);
  return meter.result();
}

export const dbOf = (linear: number) => 20 * Math.log10(linear);
export const linearOf = (db: number) => 10 ** (db / 20);

/**
 * The gain (linear) that brings a sound to `targetLufs`, held so its true peak stays under
 * `ceilingDbtp` and raised at most `maxBoostDb`: the smallest of the three. Silence keeps 0 dB.
 */
export function normalisingGain(
  measured: Pick<Loudness, 'integrated' | 'truePeak'>,
  targetLufs: number,
  ceilingDbtp = PEAK_CEILING_DBTP,
  maxBoostDb = MAX_BOOST_DB,
): number {
  if (!Number.isFinite(measured.integrated) || !(measured.truePeak > 0)) return 1;
  const db = Math.min(targetLufs - measured.integrated, ceilingDbtp - dbOf(measured.truePeak), maxBoostDb);
  return linearOf(db);
}
