import { RATE } from './encode';

// The demo media's sound, synthesised: soft bell notes over a quiet chord, so nothing is recorded
// or licensed. Each intro gets its own notes.

const NOTE = (semitones: number) => 261.63 * 2 ** (semitones / 12);
/** Major-scale steps from middle C. */
const SCALE = [0, 2, 4, 5, 7, 9, 11, 12, 14, 16, 17, 19, 21, 23, 24];

/** Bell notes (scale degrees, one every `step` seconds from `start`) over a chord; fades at both ends. */
export function chime(seconds: number, degrees: readonly number[], { start = 0.3, step = 0.22, volume = 1 } = {}): Float32Array {
  const n = Math.round(seconds * RATE);
  const data = new Float32Array(n);
  const root = NOTE(SCALE[degrees[0] % SCALE.length] - 12);
  for (let i = 0; i < n; i++) {
    const t = i / RATE;
    let v = 0;
    degrees.forEach((d, k) => {
      const at = start + k * step;
      if (t < at) return;
      const f = NOTE(SCALE[d % SCALE.length]);
      const env = Math.exp(-(t - at) * 2.2);
      v += 0.08 * env * (Math.sin(2 * Math.PI * f * (t - at)) + 0.3 * Math.sin(4 * Math.PI * f * (t - at)));
    });
    const pad = Math.min(1, t / 1.2) * Math.min(1, (seconds - t) / 0.8);
    v += 0.03 * pad * (Math.sin(2 * Math.PI * root * t) + 0.6 * Math.sin(2 * Math.PI * root * 1.5 * t));
    data[i] = v * volume;
  }
  return data;
}

/** Quiet room tone with a little movement: what a phone clip's sound is like, without voices. */
export function ambience(seconds: number, seed: number): Float32Array {
  const n = Math.round(seconds * RATE);
  const data = new Float32Array(n);
  let s = seed;
  let last = 0;
  for (let i = 0; i < n; i++) {
    s = (s * 16807) % 2147483647;
    const noise = s / 2147483647 - 0.5;
    last = last * 0.97 + noise * 0.03;
    const t = i / RATE;
    data[i] = last * 0.4 * Math.min(1, t / 0.1, (seconds - t) / 0.1);
  }
  return data;
}

/** Sounds one after another (a greeting's parts). */
export function joinSounds(parts: Float32Array[]): Float32Array {
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
