import { random } from './draw/shapes';

// The demo music: a small sequencer and synthesiser, so every track is made here, nothing recorded
// or licensed. A track (tracks.ts) is a key, a tempo and a form of sections, each section a cycle
// of chords (roman numerals in the key); its parts play them: chords in a pattern (a pad, off-beat
// stabs, arpeggios, a strum, oom-pah-pah), a bass line, a melody made from a motif that repeats
// over the chords, and light percussion. Everything lands on a whole number of bars and the last
// section ends on the tonic, so the app can loop a track at its end with a cross-fade.

export const MUSIC_RATE = 44_100;

// ——— harmony ———————————————————————————————————————————————————————————————————————————

const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR = [0, 2, 3, 5, 7, 8, 10];
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII'];

export type Key = { tonic: number; minor?: boolean };

/** The MIDI note of scale step `step` (0 = the tonic, 7 = an octave up, negative below). */
export function scaleNote(key: Key, step: number): number {
  const scale = key.minor ? MINOR : MAJOR;
  const octave = Math.floor(step / 7);
  return key.tonic + 12 * octave + scale[step - 7 * octave];
}

/** A chord as scale steps from the tonic: 'V' → [4, 6, 8]; a 7 adds the seventh ('ii7'). */
export function chordSteps(symbol: string): number[] {
  const m = /^([ivIV]+)(7?)$/.exec(symbol);
  if (!m) throw new Error(`not a chord: ${symbol}`);
  const root = ROMAN.indexOf(m[1].toUpperCase());
  if (root < 0) throw new Error(`not a chord: ${symbol}`);
  return m[2] ? [root, root + 2, root + 4, root + 6] : [root, root + 2, root + 4];
}

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** The chord's notes voiced near `centre` (MIDI), each tone in the octave closest to it: smooth voice leading. */
function voicing(key: Key, symbol: string, centre: number): number[] {
  return chordSteps(symbol)
    .map((s) => {
      const note = scaleNote(key, s);
      return note + 12 * Math.round((centre - note) / 12);
    })
    .sort((a, b) => a - b);
}

// ——— voices: each adds one note into a mono buffer ———————————————————————————————————

type Buffer = Float32Array;
export type VoiceName =
  | 'keys'
  | 'piano'
  | 'pluck'
  | 'harp'
  | 'harpsichord'
  | 'bell'
  | 'musicBox'
  | 'pad'
  | 'strings'
  | 'flute'
  | 'lead'
  | 'brass'
  | 'bass'
  | 'pickBass'
  | 'synthBass';

const TABLE = 4096;
function table(harmonics: (n: number) => number, count: number): Float32Array {
  const t = new Float32Array(TABLE + 1);
  for (let n = 1; n <= count; n++) {
    const a = harmonics(n);
    if (a) for (let i = 0; i <= TABLE; i++) t[i] += a * Math.sin((2 * Math.PI * n * i) / TABLE);
  }
  let peak = 0;
  for (const v of t) peak = Math.max(peak, Math.abs(v));
  return t.map((v) => v / peak);
}
const SINE = table((n) => (n === 1 ? 1 : 0), 1);
const SAW = table((n) => 1 / n, 24);
const SOFT_SAW = table((n) => 1 / n ** 1.4, 12);
const SQUARE = table((n) => (n % 2 ? 1 / n : 0), 15);
const read = (t: Float32Array, phase: number) => {
  const p = (phase - Math.floor(phase)) * TABLE;
  const i = p | 0;
  return t[i] + (t[i + 1] - t[i]) * (p - i);
};

/** A one-pole low-pass filter's coefficient for a cut-off of `hz`. */
const lowpass = (cutoff: number) => 1 - Math.exp((-2 * Math.PI * cutoff) / MUSIC_RATE);

type Note = { start: number; seconds: number; midi: number; velocity: number };

/**
 * Adds the note for `tail` seconds past its end: `voice(f)` makes the note's sample function,
 * called once per sample in order with t seconds into the note (so it may keep state: phases,
 * decays multiplied down sample by sample, filters).
 */
function addNote(out: Buffer, note: Note, tail: number, voice: (f: number) => (t: number) => number) {
  const from = Math.round(note.start * MUSIC_RATE);
  const length = Math.min(Math.round((note.seconds + tail) * MUSIC_RATE), out.length - from);
  const sample = voice(hz(note.midi));
  for (let i = 0; i < length; i++) out[from + i] += note.velocity * sample(i / MUSIC_RATE);
}

/** Attack, then held until the note's end, then released (seconds). */
function held(t: number, seconds: number, attack: number, release: number) {
  const a = t < attack ? t / attack : 1;
  return t < seconds ? a : a * Math.max(0, 1 - (t - seconds) / release);
}

/** A decay by e^(-rate·t), one sample at a time. */
const decay = (rate: number) => Math.exp(-rate / MUSIC_RATE);

function karplus(out: Buffer, note: Note, seed: number, { damping = 0.996, bright = 0.5, tail = 0.6 } = {}) {
  const period = MUSIC_RATE / hz(note.midi);
  const size = Math.ceil(period) + 2;
  const line = new Float32Array(size);
  const rand = random(seed);
  let smooth = 0;
  for (let i = 0; i < size; i++) {
    smooth += (rand() * 2 - 1 - smooth) * bright;
    line[i] = smooth;
  }
  const from = Math.round(note.start * MUSIC_RATE);
  const length = Math.min(Math.round((note.seconds + tail) * MUSIC_RATE), out.length - from);
  const fadeFrom = Math.round(note.seconds * MUSIC_RATE);
  const whole = Math.floor(period);
  const frac = period - whole;
  let last = 0;
  for (let w = 0; w < length; w++) {
    // a fractional delay: read `period` samples back, between two slots
    const j = (w - whole + size * 4) % size;
    const v = line[j] * (1 - frac) + line[(j - 1 + size) % size] * frac;
    line[w % size] = damping * 0.5 * (v + last);
    last = v;
    const release = w < fadeFrom ? 1 : Math.max(0, 1 - (w - fadeFrom) / (tail * MUSIC_RATE));
    out[from + w] += note.velocity * v * release;
  }
}

/** One note of a voice into `out` (mono). */
function play(voice: VoiceName, out: Buffer, note: Note, seed: number) {
  const s = note.seconds;
  const step = 1 / MUSIC_RATE;
  switch (voice) {
    case 'keys': // an electric piano: a bell-ish FM tine that fades
      return addNote(out, note, 0.3, (f) => {
        let phase = 0;
        let env = 1;
        let index = 1.3 / (2 * Math.PI);
        const [dEnv, dIndex] = [decay(1.1 + f / 900), decay(5)];
        return (t) => {
          phase += f * step;
          env *= dEnv;
          index *= dIndex;
          return 0.5 * held(t, s, 0.004, 0.3) * env * read(SINE, phase + index * read(SINE, phase));
        };
      });
    case 'piano': // partials that fade faster the higher they are
      return addNote(out, note, 0.4, (f) => {
        const n = [1, 2, 3, 4, 5, 6];
        const phases = n.map(() => 0);
        const incs = n.map((k) => f * k * 1.0008 ** k * step);
        const envs = n.map((k) => 1 / k ** 1.3);
        const decays = n.map((k) => decay(0.9 + k * 0.7 + f / 1500));
        return (t) => {
          let v = 0;
          for (let k = 0; k < 6; k++) {
            phases[k] += incs[k];
            envs[k] *= decays[k];
            v += envs[k] * read(SINE, phases[k]);
          }
          return 0.4 * held(t, s, 0.003, 0.4) * v;
        };
      });
    case 'pluck': // a nylon string
      return karplus(out, note, seed, { damping: 0.994, bright: 0.35, tail: 0.4 });
    case 'harp':
      return karplus(out, note, seed, { damping: 0.997, bright: 0.3, tail: 1.2 });
    case 'harpsichord':
      return karplus(out, note, seed, { damping: 0.992, bright: 0.9, tail: 0.25 });
    case 'pickBass':
      return karplus(out, { ...note, velocity: note.velocity * 1.4 }, seed, { damping: 0.997, bright: 0.15, tail: 0.15 });
    case 'bell': // a celesta, or a music box: FM at an inharmonic ratio, a quick decay
    case 'musicBox': {
      const box = voice === 'musicBox';
      return addNote(out, note, box ? 1.6 : 1.2, (f) => {
        const ratio = box ? 5.02 : 3.5;
        let [phase, mod, env] = [0, 0, 1];
        let index = (box ? 2.4 : 1.6) / (2 * Math.PI);
        const [dEnv, dIndex] = [decay(box ? 1.8 : 2.6), decay(6)];
        return (t) => {
          phase += f * step;
          mod += f * ratio * step;
          env *= dEnv;
          index *= dIndex;
          return 0.35 * (t < 0.002 ? t / 0.002 : 1) * env * read(SINE, phase + index * read(SINE, mod));
        };
      });
    }
    case 'pad': // two soft saws a little apart, a slow swell
    case 'strings': {
      const strings = voice === 'strings';
      const a = lowpass(strings ? 2600 : 1400);
      return addNote(out, note, strings ? 0.35 : 0.9, (f) => {
        let [p1, p2, y] = [0, 0.3, 0];
        return (t) => {
          const vib = strings ? 1 + 0.003 * read(SINE, 5.5 * t) * Math.min(1, t / 0.6) : 1;
          p1 += f * 0.9965 * vib * step;
          p2 += f * 1.0035 * vib * step;
          y += a * (read(SOFT_SAW, p1) + read(SOFT_SAW, p2) - y);
          return 0.22 * y * held(t, s, strings ? 0.12 : 0.45, strings ? 0.35 : 0.9);
        };
      });
    }
    case 'flute': {
      const rand = random(seed);
      const a = lowpass(1800);
      return addNote(out, note, 0.12, (f) => {
        let [phase, breath] = [0, 0];
        return (t) => {
          phase += f * (1 + 0.004 * read(SINE, 5 * t) * Math.min(1, t / 0.3)) * step;
          breath += a * (rand() * 2 - 1 - breath);
          const tone = read(SINE, phase) + 0.18 * read(SINE, 2 * phase) + 0.05 * read(SINE, 3 * phase);
          return 0.4 * held(t, s, 0.05, 0.12) * (tone + 0.25 * breath);
        };
      });
    }
    case 'lead': {
      const a = lowpass(2400);
      return addNote(out, note, 0.1, (f) => {
        let [phase, y, env] = [0, 0, 1];
        const dEnv = decay(6);
        return (t) => {
          phase += f * (1 + 0.003 * read(SINE, 5.5 * t) * Math.min(1, t / 0.25)) * step;
          y += a * (read(SQUARE, phase) - y);
          env *= dEnv;
          return 0.22 * held(t, s, 0.01, 0.1) * (0.65 + 0.35 * env) * y;
        };
      });
    }
    case 'brass':
      return addNote(out, note, 0.12, (f) => {
        let [phase, y, sweep] = [0, 0, 1];
        const dSweep = decay(5);
        return (t) => {
          phase += f * step;
          sweep *= dSweep;
          y += lowpass(1600 + 2600 * sweep * Math.min(1, t / 0.03)) * (read(SAW, phase) - y);
          return 0.24 * held(t, s, 0.03, 0.12) * y;
        };
      });
    case 'bass': // round: a sine and a little of its octave
      return addNote(out, note, 0.08, (f) => {
        let [phase, env] = [0, 1];
        const dEnv = decay(4);
        return (t) => {
          phase += f * step;
          env *= dEnv;
          return 0.55 * held(t, s, 0.006, 0.08) * (0.6 + 0.4 * env) * (read(SINE, phase) + 0.3 * read(SINE, 2 * phase));
        };
      });
    case 'synthBass':
      return addNote(out, note, 0.05, (f) => {
        let [phase, y, sweep] = [0, 0, 1];
        const dSweep = decay(12);
        return (t) => {
          phase += f * step;
          sweep *= dSweep;
          y += lowpass(300 + 1500 * sweep) * (read(SAW, phase) - y);
          return 0.4 * held(t, s, 0.004, 0.05) * (y + 0.5 * read(SINE, phase));
        };
      });
  }
}

// ——— percussion ———————————————————————————————————————————————————————————————————————

export type DrumName = 'kick' | 'snare' | 'clap' | 'hat' | 'openHat' | 'shaker' | 'tambourine' | 'sleigh' | 'rim' | 'crash';

function playDrum(drum: DrumName, out: Buffer, at: number, velocity: number, seed: number) {
  const rand = random(seed);
  const from = Math.round(at * MUSIC_RATE);
  const seconds = {
    kick: 0.35,
    snare: 0.25,
    clap: 0.3,
    hat: 0.06,
    openHat: 0.3,
    shaker: 0.09,
    tambourine: 0.18,
    sleigh: 0.22,
    rim: 0.06,
    crash: 1.6,
  }[drum];
  let lp = 0;
  let hp = 0;
  let phase = 0;
  for (let i = 0; i < seconds * MUSIC_RATE && from + i < out.length; i++) {
    const t = i / MUSIC_RATE;
    const noise = rand() * 2 - 1;
    lp += 0.3 * (noise - lp);
    const bright = noise - hp;
    hp = noise;
    let v = 0;
    switch (drum) {
      case 'kick': {
        phase += (45 + 90 * Math.exp(-t * 30)) / MUSIC_RATE;
        v = 0.65 * read(SINE, phase) * Math.exp(-t * 9) + 0.15 * noise * Math.exp(-t * 200);
        break;
      }
      case 'snare':
        v = 0.6 * lp * Math.exp(-t * 16) + 0.35 * read(SINE, 185 * t) * Math.exp(-t * 25);
        break;
      case 'clap': {
        const burst = [0, 0.011, 0.022].reduce((n, d) => n + (t >= d ? Math.exp(-(t - d) * 90) : 0), 0);
        v = 0.45 * lp * (burst + 0.5 * Math.exp(-t * 14));
        break;
      }
      case 'hat':
        v = 0.16 * bright * Math.exp(-t * 70);
        break;
      case 'openHat':
        v = 0.12 * bright * Math.exp(-t * 12);
        break;
      case 'shaker':
        v = 0.16 * bright * Math.min(1, t / 0.025) * Math.exp(-Math.max(0, t - 0.025) * 45);
        break;
      case 'tambourine':
      case 'sleigh': {
        const jingle =
          (read(SINE, 6200 * t) + read(SINE, 7400 * t + 0.2) + read(SINE, 8900 * t + 0.4) + read(SINE, 10300 * t + 0.6)) / 4;
        const decay = drum === 'sleigh' ? 22 : 28;
        v = (0.13 * bright + 0.08 * jingle * (0.6 + 0.4 * noise)) * Math.min(1, t / 0.004) * Math.exp(-t * decay);
        break;
      }
      case 'rim':
        v = 0.3 * (read(SINE, 1700 * t) * 0.6 + bright * 0.4) * Math.exp(-t * 90);
        break;
      case 'crash':
        v = 0.09 * bright * Math.exp(-t * 2.2);
        break;
    }
    out[from + i] += velocity * v;
  }
}

// ——— patterns ————————————————————————————————————————————————————————————————————————

export type ChordPattern = 'pad' | 'block' | 'offbeat' | 'stabs' | 'arp' | 'arp16' | 'strum' | 'oompah' | 'lefthand';
export type BassPattern = 'roots' | 'rootFifth' | 'eighths' | 'octaves' | 'walk' | 'waltz';
export type Rhythm = 'pop' | 'party' | 'ballad' | 'flowing' | 'waltz' | 'minuet' | 'lullaby' | 'carol';

/** Each bar's melody rhythm: [onset, length] in beats; the last of each bank ends a phrase. */
const RHYTHMS: Record<Rhythm, [number, number][][]> = {
  pop: [
    [
      [0, 1],
      [1, 0.5],
      [1.5, 0.5],
      [2, 1.5],
      [3.5, 0.5],
    ],
    [
      [0.5, 0.5],
      [1, 0.5],
      [1.5, 1],
      [2.5, 0.5],
      [3, 1],
    ],
    [
      [0, 0.5],
      [0.5, 0.5],
      [1, 1],
      [2, 0.5],
      [2.5, 1.5],
    ],
    [
      [0, 1],
      [1, 3],
    ],
  ],
  party: [
    [
      [0, 0.75],
      [0.75, 0.75],
      [1.5, 1],
      [3, 0.5],
      [3.5, 0.5],
    ],
    [
      [0, 0.5],
      [0.5, 0.5],
      [1, 0.5],
      [1.5, 1],
      [2.5, 0.5],
      [3, 0.75],
    ],
    [
      [0.5, 0.5],
      [1, 0.75],
      [1.75, 0.75],
      [2.5, 1.5],
    ],
    [
      [0, 0.75],
      [0.75, 3.25],
    ],
  ],
  ballad: [
    [
      [0, 1.5],
      [1.5, 0.5],
      [2, 2],
    ],
    [
      [0.5, 0.5],
      [1, 1],
      [2, 1],
      [3, 1],
    ],
    [
      [0, 1],
      [1, 1],
      [2, 1.5],
      [3.5, 0.5],
    ],
    [[0, 4]],
  ],
  flowing: [
    [
      [0, 1],
      [1, 1],
      [2, 1.5],
      [3.5, 0.5],
    ],
    [
      [0, 1.5],
      [1.5, 0.5],
      [2, 1],
      [3, 1],
    ],
    [
      [0, 0.5],
      [0.5, 0.5],
      [1, 1],
      [2, 2],
    ],
    [
      [0, 2],
      [2, 2],
    ],
  ],
  carol: [
    [
      [0, 1],
      [1, 1],
      [2, 2],
    ],
    [
      [0, 1],
      [1, 0.5],
      [1.5, 0.5],
      [2, 1],
      [3, 1],
    ],
    [
      [0, 0.5],
      [0.5, 0.5],
      [1, 0.5],
      [1.5, 0.5],
      [2, 2],
    ],
    [
      [0, 1],
      [1, 3],
    ],
  ],
  waltz: [
    [
      [0, 2],
      [2, 1],
    ],
    [
      [0, 1],
      [1, 1],
      [2, 1],
    ],
    [
      [0, 1.5],
      [1.5, 0.5],
      [2, 1],
    ],
    [[0, 3]],
  ],
  minuet: [
    [
      [0, 1],
      [1, 0.5],
      [1.5, 0.5],
      [2, 1],
    ],
    [
      [0, 0.5],
      [0.5, 0.5],
      [1, 0.5],
      [1.5, 0.5],
      [2, 1],
    ],
    [
      [0, 1],
      [1, 1],
      [2, 1],
    ],
    [
      [0, 2],
      [2, 1],
    ],
  ],
  lullaby: [
    [
      [0, 2],
      [2, 1],
    ],
    [
      [0, 1],
      [1, 1],
      [2, 1],
    ],
    [
      [0, 1.5],
      [1.5, 0.5],
      [2, 1],
    ],
    [[0, 3]],
  ],
};

/** Drum patterns: per drum, one character per step (16 a bar in 4/4, 12 in 3/4): x loud, o soft, . rest. */
export type Kit = Partial<Record<DrumName, string>>;

export type Section = {
  /** Bars in the section (its chords cycle over them). */
  bars: number;
  chords: string[];
  /** The melody: a motif ('A', 'B'), or none. */
  melody?: 'A' | 'B';
  /** Percussion: none, light or full. */
  drums?: 0 | 1 | 2;
};

export type Track = {
  bpm: number;
  beats: 3 | 4;
  key: Key;
  /** Off-beat eighths pushed late by this share of a beat (0 straight). */
  swing?: number;
  form: Section[];
  chords: { voice: VoiceName; pattern: ChordPattern; centre: number; gain: number; pan?: number; reverb?: number }[];
  bass: { voice: VoiceName; pattern: BassPattern; octave: number; gain: number };
  melody: { voice: VoiceName; rhythm: Rhythm; centre: number; gain: number; pan?: number; reverb?: number };
  /** Light and full percussion patterns. */
  kits?: { light: Kit; full: Kit; gain: number };
  reverb: number;
  seed: number;
};

/** How long the track is: whole bars. */
export function trackSeconds(track: Track): { bars: number; barSeconds: number; seconds: number } {
  const bars = track.form.reduce((n, s) => n + s.bars, 0);
  const barSeconds = (60 / track.bpm) * track.beats;
  return { bars, barSeconds, seconds: bars * barSeconds };
}

/** A 4-bar melodic motif: per bar its rhythm and the scale steps it moves by, from the chord tone it starts on. */
type Motif = { rhythm: [number, number][]; moves: number[] }[];

function makeMotif(rand: () => number, rhythm: Rhythm): Motif {
  const bank = RHYTHMS[rhythm];
  const pick = () => bank[Math.floor(rand() * (bank.length - 1))];
  const first = pick();
  const second = pick();
  const bars = [first, second, first, bank[bank.length - 1]];
  return bars.map((r) => {
    let at = 0;
    const moves = r.map((_, i) => {
      if (i === 0) return 0;
      // mostly steps, sometimes a leap of a third or a fourth, turning back past a fourth away
      const roll = rand();
      const leap = roll < 0.6 ? 1 : roll < 0.9 ? 2 : 3;
      const dir = at > 3 ? -1 : at < -3 ? 1 : rand() < 0.5 ? -1 : 1;
      at += dir * leap;
      return at;
    });
    return { rhythm: r, moves };
  });
}

/** A note (or a drum's hit) in a score: when, how long and how loud; `seed` its own randomness. */
export type ScoreEvent = { start: number; seconds: number; midi: number; velocity: number; seed: number };
/** One line of a score: what plays it, where it sits in the mix, its notes. */
export type ScorePart = {
  name: string;
  sound: { voice: VoiceName } | { drum: DrumName };
  gain: number;
  pan: number;
  reverb: number;
  events: ScoreEvent[];
};
export type Score = { seconds: number; bars: { start: number; chord: string }[]; parts: ScorePart[] };

/** What a track plays, note by note (fast: nothing is synthesised; renderScore does that). */
export function scoreOf(track: Track): Score {
  const { barSeconds, seconds } = trackSeconds(track);
  const beat = 60 / track.bpm;
  const steps = track.beats * 4;
  const step = beat / 4;
  const rand = random(track.seed);
  const swing = (t: number) => {
    // an off-beat eighth (half a beat in) comes a little late
    const inBeat = t / beat - Math.floor(t / beat + 1e-9);
    return Math.abs(inBeat - 0.5) < 1e-6 ? t + (track.swing ?? 0) * beat : t;
  };
  const parts: ScorePart[] = [];
  const part = (name: string, sound: ScorePart['sound'], gain: number, pan = 0, reverb = track.reverb) => {
    const events: ScoreEvent[] = [];
    parts.push({ name, sound, gain, pan, reverb, events });
    return events;
  };
  let seed = track.seed * 1000;
  const note = (out: ScoreEvent[], start: number, length: number, midi: number, velocity: number) =>
    out.push({ start: swing(start), seconds: length, midi, velocity, seed: ++seed });
  const hit = (out: ScoreEvent[], start: number, velocity: number) =>
    out.push({ start, seconds: 0, midi: 0, velocity, seed: ++seed });

  // bar by bar: which chord, which section
  const bars: { start: number; chord: string; section: Section; index: number; last: boolean; final: boolean }[] = [];
  let at = 0;
  track.form.forEach((section, s) => {
    for (let i = 0; i < section.bars; i++) {
      bars.push({
        start: at,
        chord: section.chords[i % section.chords.length],
        section,
        index: i,
        last: i === section.bars - 1,
        final: s === track.form.length - 1 && i === section.bars - 1,
      });
      at += barSeconds;
    }
  });

  // chords
  for (const c of track.chords) {
    const out = part(`chords: ${c.voice}`, { voice: c.voice }, c.gain, c.pan ?? 0, c.reverb ?? track.reverb);
    let centre = c.centre;
    for (const bar of bars) {
      const notes = voicing(track.key, bar.chord, centre);
      centre = c.centre + (notes.reduce((n, m) => n + m, 0) / notes.length - c.centre) * 0.3;
      const v = 0.55 + 0.1 * rand();
      const whole = bar.final ? barSeconds - 0.05 : barSeconds;
      const hits = (onsets: number[], len: number, velocity = v) =>
        onsets.forEach((o) => notes.forEach((m, k) => note(out, bar.start + o * beat + k * 0.004, len * beat, m, velocity)));
      if (bar.final || c.pattern === 'pad') notes.forEach((m) => note(out, bar.start, whole, m, v));
      else if (c.pattern === 'block') hits(track.beats === 3 ? [0] : [0, 2], track.beats === 3 ? 3 : 2);
      else if (c.pattern === 'offbeat')
        hits(
          Array.from({ length: track.beats }, (_, b) => b + 0.5),
          0.35,
        );
      else if (c.pattern === 'stabs')
        hits(
          [0.5, 1.5, 2.5, 3.25, 3.75].filter((o) => o < track.beats),
          0.25,
          v * 0.9,
        );
      else if (c.pattern === 'strum') {
        // down, down-up, up-down-up: each string a few milliseconds after the last
        const strums: [number, 1 | -1][] = [
          [0, 1],
          [1, 1],
          [1.5, -1],
          [2.5, -1],
          [3, 1],
          [3.5, -1],
        ];
        for (const [o, dir] of strums.filter(([o]) => o < track.beats)) {
          const ordered = dir === 1 ? [notes[0] - 12, ...notes] : [...notes].reverse();
          ordered.forEach((m, k) => note(out, bar.start + o * beat + k * 0.012, 0.9 * beat, m, v * (dir === 1 ? 1 : 0.7)));
        }
      } else if (c.pattern === 'oompah')
        hits(
          [1, 2].filter((o) => o < track.beats),
          0.6,
        );
      else if (c.pattern === 'lefthand') {
        // a harpsichord's left hand: the root low on the beat, then the chord's upper tones
        note(out, bar.start, beat * 0.9, notes[0] - 12, v);
        for (let b = 1; b < track.beats; b++)
          notes.slice(1).forEach((m) => note(out, bar.start + b * beat, beat * 0.8, m, v * 0.7));
      } else {
        // arpeggios up and down the chord, eighths or sixteenths
        const sixteenths = c.pattern === 'arp16';
        const count = track.beats * (sixteenths ? 4 : 2);
        const tones = [...notes, notes[0] + 12, ...notes.slice(1).reverse()];
        for (let k = 0; k < count; k++)
          note(out, bar.start + (k * beat) / (sixteenths ? 4 : 2), beat * 1.5, tones[k % tones.length], v * (k % 2 ? 0.7 : 0.9));
      }
    }
  }

  // bass
  {
    const b = track.bass;
    const out = part('bass', { voice: b.voice }, b.gain, 0, track.reverb * 0.3);
    for (const bar of bars) {
      const steps0 = chordSteps(bar.chord);
      const root = scaleNote(track.key, steps0[0]) - 12 * b.octave;
      const fifth = scaleNote(track.key, steps0[2]) - 12 * b.octave;
      const third = scaleNote(track.key, steps0[1]) - 12 * b.octave;
      const second = scaleNote(track.key, steps0[0] + 1) - 12 * b.octave;
      const lowFifth = fifth - (fifth - root > 7 ? 12 : 0);
      const v = 0.8;
      if (bar.final) {
        note(out, bar.start, barSeconds - 0.05, root, v);
        continue;
      }
      const lines: Record<BassPattern, [number, number, number][]> = {
        roots: [[0, track.beats, root]],
        rootFifth:
          track.beats === 3
            ? [
                [0, 2, root],
                [2, 1, lowFifth],
              ]
            : [
                [0, 1.75, root],
                [2, 1.75, lowFifth],
              ],
        eighths: Array.from({ length: track.beats * 2 }, (_, k) => [k / 2, 0.4, k === 5 ? lowFifth : root]),
        octaves: Array.from({ length: track.beats * 2 }, (_, k) => [k / 2, 0.35, k % 2 ? root + 12 : root]),
        walk: [
          [0, 0.9, root],
          [1, 0.9, third],
          [2, 0.9, lowFifth],
          [3, 0.9, second],
        ],
        waltz: [
          [0, 0.9, root],
          [track.beats - 1, 0.9, lowFifth],
        ],
      };
      for (const [o, len, m] of lines[b.pattern].filter(([o]) => o < track.beats))
        note(out, bar.start + o * beat, len * beat, m, v);
    }
  }

  // melody: a motif per letter, its notes fitted to each bar's chord
  {
    const m = track.melody;
    const out = part('melody', { voice: m.voice }, m.gain, m.pan ?? 0, m.reverb ?? track.reverb);
    const motifs = { A: makeMotif(rand, m.rhythm), B: makeMotif(rand, m.rhythm) };
    let previous = m.centre;
    for (const bar of bars) {
      const letter = bar.section.melody;
      const final = bar.final || (!letter && bars.indexOf(bar) === bars.length - 1);
      if (!letter && !final) continue;
      const chordNotes = (centre: number) => voicing(track.key, bar.chord, centre);
      const rootNote = scaleNote(track.key, chordSteps(bar.chord)[0]);
      const root = (near: number) => rootNote + 12 * Math.round((near - rootNote) / 12);
      if (final) {
        // the end: the tonic, held
        const tonic = track.key.tonic + 12 * Math.round((previous - track.key.tonic) / 12);
        note(out, bar.start, barSeconds - 0.1, tonic, 0.75);
        continue;
      }
      const motif = motifs[letter!];
      const phraseBar = bar.index % 4;
      const { rhythm, moves } = motif[phraseBar];
      // start on the chord tone nearest a point between the line so far and the phrase's contour
      // round the melody's centre (B sits higher than A), so the tune arches and stays in range
      const contour = (letter === 'B' ? [5, 7, 3, 0] : [0, 4, 2, -3])[phraseBar];
      const target = (previous + m.centre + contour) / 2;
      // the chord tones by how near they are to the target: the first that keeps the bar within a
      // ninth of the centre (no jumps of an octave to get back in range)
      const anchors = [-12, 0, 12]
        .flatMap((o) => chordNotes(target).map((n) => n + o))
        .sort((a, b) => Math.abs(a - target) - Math.abs(b - target));
      const fits = (anchor: number) =>
        moves.every((mv) => Math.abs(scaleNote(track.key, stepOf(track.key, anchor) + mv) - m.centre) <= 9);
      const startStep = stepOf(track.key, anchors.find(fits) ?? anchors[0]);
      const ending = phraseBar === 3 && (bar.index % 8 === 7 || bar.last);
      rhythm.forEach(([onset, len], i) => {
        let midi = scaleNote(track.key, startStep + moves[i]);
        // strong beats on a chord tone; the last note of an 8-bar phrase on the root
        const strong = onset === 0 || (track.beats === 4 && onset === 2);
        if (strong || i === rhythm.length - 1) {
          const tones = chordNotes(midi);
          const nearest = ending && i === rhythm.length - 1 ? [root((midi + m.centre) / 2)] : tones;
          midi = nearest.reduce((best, n) => (Math.abs(n - midi) < Math.abs(best - midi) ? n : best));
        }
        note(out, bar.start + onset * beat, len * beat * 0.95, midi, 0.7 + (strong ? 0.15 : 0) + 0.1 * rand());
        previous = midi;
      });
    }
  }

  // percussion
  if (track.kits) {
    const outs = new Map<DrumName, ScoreEvent[]>();
    const drumOut = (d: DrumName) => {
      const pan = d === 'hat' || d === 'shaker' ? 0.25 : d === 'tambourine' || d === 'sleigh' ? -0.25 : 0;
      if (!outs.has(d)) outs.set(d, part(d, { drum: d }, track.kits!.gain, pan, d === 'kick' ? 0 : track.reverb * 0.5));
      return outs.get(d)!;
    };
    bars.forEach((bar, i) => {
      const level = bar.section.drums ?? 0;
      if (!level) return;
      if (bar.final) {
        hit(drumOut('kick'), bar.start, 0.9);
        if (level === 2) hit(drumOut('crash'), bar.start, 0.8);
        return;
      }
      const kit = level === 2 ? track.kits!.full : track.kits!.light;
      for (const [drum, pattern] of Object.entries(kit) as [DrumName, string][])
        for (let k = 0; k < steps; k++) {
          const c = pattern[k % pattern.length];
          if (c === '.') continue;
          hit(drumOut(drum), swing(bar.start + k * step), c === 'x' ? 1 : 0.55);
        }
      // a crash where a full section starts, a little fill where one ends
      if (level === 2 && bar.index === 0) hit(drumOut('crash'), bar.start, 0.7);
      const next = bars[i + 1];
      if (level === 2 && bar.last && next && !next.final)
        for (let k = steps - 4; k < steps; k++) hit(drumOut('snare'), bar.start + k * step, 0.4 + 0.12 * (k - steps + 4));
    });
  }

  return { seconds, bars: bars.map(({ start, chord }) => ({ start, chord })), parts };
}

/** The score synthesised, each part into its own buffer, mixed into stereo with reverb, at MUSIC_RATE. */
export function renderScore(score: Score): { left: Float32Array; right: Float32Array; seconds: number } {
  const length = Math.round(score.seconds * MUSIC_RATE);
  const buffers = score.parts.map(({ sound, gain, pan, reverb, events }) => {
    const buffer = new Float32Array(length);
    for (const e of events)
      if ('voice' in sound) play(sound.voice, buffer, e, e.seed);
      else playDrum(sound.drum, buffer, e.start, e.velocity, e.seed);
    return { buffer, gain, pan, reverb };
  });
  return { ...mix(buffers, length), seconds: score.seconds };
}

export const renderTrack = (track: Track) => renderScore(scoreOf(track));

/** Each part's loudness in the mix (dB RMS at its gain, before the reverb and the master): for balancing tracks. */
export function partLevels(score: Score): Record<string, number> {
  const length = Math.round(score.seconds * MUSIC_RATE);
  return Object.fromEntries(
    score.parts.map(({ name, sound, gain, events }) => {
      const buffer = new Float32Array(length);
      for (const e of events)
        if ('voice' in sound) play(sound.voice, buffer, e, e.seed);
        else playDrum(sound.drum, buffer, e.start, e.velocity, e.seed);
      let power = 0;
      for (const v of buffer) power += (v * gain) ** 2;
      return [name, Math.round(10 * Math.log10(power / length + 1e-12))];
    }),
  );
}

/** The scale step of a MIDI note in the key (the nearest below, for a note outside it). */
function stepOf(key: Key, midi: number): number {
  let step = Math.floor(((midi - key.tonic) / 12) * 7) - 2;
  while (scaleNote(key, step + 1) <= midi) step++;
  return step;
}

// ——— mixing —————————————————————————————————————————————————————————————————————————————

class Comb {
  private line: Float32Array;
  private i = 0;
  private store = 0;
  constructor(
    size: number,
    private feedback: number,
    private damp: number,
  ) {
    this.line = new Float32Array(size);
  }
  tick(x: number) {
    const out = this.line[this.i];
    this.store = out * (1 - this.damp) + this.store * this.damp;
    this.line[this.i] = x + this.store * this.feedback;
    this.i = (this.i + 1) % this.line.length;
    return out;
  }
}

class Allpass {
  private line: Float32Array;
  private i = 0;
  constructor(size: number) {
    this.line = new Float32Array(size);
  }
  tick(x: number) {
    const delayed = this.line[this.i];
    this.line[this.i] = x + delayed * 0.5;
    this.i = (this.i + 1) % this.line.length;
    return delayed - x;
  }
}

/** A small room (Freeverb's combs and all-passes), a little different left and right. */
function reverb(send: Float32Array): [Float32Array, Float32Array] {
  const k = MUSIC_RATE / 44_100;
  const channel = (spread: number) => {
    const combs = [1116, 1188, 1277, 1356, 1422, 1491].map((n) => new Comb(Math.round((n + spread) * k), 0.8, 0.35));
    const passes = [556, 441, 341].map((n) => new Allpass(Math.round((n + spread) * k)));
    const out = new Float32Array(send.length);
    for (let i = 0; i < send.length; i++) {
      let v = 0;
      for (const c of combs) v += c.tick(send[i] * 0.1);
      for (const p of passes) v = p.tick(v);
      out[i] = v;
    }
    return out;
  };
  return [channel(0), channel(23)];
}

/** The parts panned and summed, the reverb added, brought to one loudness with its peaks kept under −1 dBFS. */
function mix(parts: { buffer: Float32Array; gain: number; pan: number; reverb: number }[], length: number) {
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  const send = new Float32Array(length);
  for (const { buffer, gain, pan, reverb: wet } of parts) {
    const l = gain * Math.cos(((pan + 1) * Math.PI) / 4);
    const r = gain * Math.sin(((pan + 1) * Math.PI) / 4);
    for (let i = 0; i < length; i++) {
      const v = buffer[i];
      left[i] += v * l;
      right[i] += v * r;
      send[i] += v * gain * wet;
    }
  }
  const [rl, rr] = reverb(send);
  let power = 0;
  for (let i = 0; i < length; i++) {
    left[i] += rl[i];
    right[i] += rr[i];
    power += left[i] ** 2 + right[i] ** 2;
  }
  // to an RMS of −18 dBFS, then a soft knee over 0.7 so no peak passes −1 dBFS
  const gain = 10 ** (-18 / 20) / Math.sqrt(power / (2 * length) || 1);
  const ceiling = 10 ** (-1 / 20);
  const knee = 0.7;
  const limit = (v: number) => {
    const a = Math.abs(v * gain);
    if (a <= knee) return v * gain;
    return Math.sign(v) * (knee + (ceiling - knee) * Math.tanh((a - knee) / (ceiling - knee)));
  };
  const edge = Math.round(0.02 * MUSIC_RATE);
  for (let i = 0; i < length; i++) {
    // 20 ms in and out: no click where the file starts, ends or loops
    const fade = Math.min(1, i / edge, (length - 1 - i) / edge);
    left[i] = limit(left[i]) * fade;
    right[i] = limit(right[i]) * fade;
  }
  return { left, right };
}
