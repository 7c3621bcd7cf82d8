import { describe, expect, it } from 'vitest';
import {
  dbOf,
  kWeighting,
  LoudnessMeter,
  MAX_BOOST_DB,
  measureLoudness,
  normalisingGain,
  PEAK_CEILING_DBTP,
  SPEECH_LUFS,
} from './loudness';

const RATE = 48_000;

function sine(hz: number, seconds: number, amplitude = 1, rate = RATE, phase = 0): Float32Array {
  return Float32Array.from(
    { length: Math.round(seconds * rate) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / rate + phase),
  );
}
const scaled = (x: Float32Array, gain: number) => x.map((v) => v * gain);

describe('K-weighting (BS.1770-4)', () => {
  it("at 48 kHz gives the standard's published coefficients", () => {
    const [shelf, highPass] = kWeighting(48_000);
    expect(shelf.b0).toBeCloseTo(1.53512485958697, 10);
    expect(shelf.b1).toBeCloseTo(-2.69169618940638, 10);
    expect(shelf.b2).toBeCloseTo(1.19839281085285, 10);
    expect(shelf.a1).toBeCloseTo(-1.69065929318241, 10);
    expect(shelf.a2).toBeCloseTo(0.73248077421585, 10);
    expect([highPass.b0, highPass.b1, highPass.b2]).toEqual([1, -2, 1]);
    expect(highPass.a1).toBeCloseTo(-1.99004745483398, 10);
    expect(highPass.a2).toBeCloseTo(0.99007225036621, 10);
  });

  it.each([44_100, 48_000, 22_050, 96_000])('at %i Hz reads a 997 Hz full-scale sine the same (-3.01 LUFS mono)', (rate) => {
    expect(measureLoudness([sine(997, 3, 1, rate)], rate).integrated).toBeCloseTo(-3.01, 1);
  });
});

describe('integrated loudness', () => {
  it.each([
    // [what, channels, expected LUFS]
    ['997 Hz full-scale sine, mono (conformance note)', [sine(997, 5)], -3.01],
    ['the same sine on both sides of a stereo pair (+3 dB)', [sine(997, 5), sine(997, 5)], 0],
    ['997 Hz sine at -20 dBFS, mono', [sine(997, 5, 0.1)], -23.01],
    [
      'stereo 1 kHz at -23 dBFS: -23 LUFS (EBU Tech 3341, case 1)',
      [sine(1000, 20, 10 ** (-23 / 20)), sine(1000, 20, 10 ** (-23 / 20))],
      -23,
    ],
  ])('%s', (_, channels, lufs) => {
    expect(measureLoudness(channels, RATE).integrated).toBeCloseTo(lufs, 1);
  });

  it('gates: 10 s at -20 dBFS then 10 s at -60 dBFS reads as the loud part (the quiet one is under the relative gate)', () => {
    const loud = sine(1000, 10, 0.1);
    const quiet = sine(1000, 10, 0.001);
    const joined = new Float32Array(loud.length + quiet.length);
    joined.set(loud);
    joined.set(quiet, loud.length);
    // (the one block that holds both parts reads a little under)
    expect(measureLoudness([joined], RATE).integrated).toBeCloseTo(measureLoudness([loud], RATE).integrated, 0);
  });

  it('silence, and sound under the absolute gate (-70 LUFS), read -Infinity', () => {
    expect(measureLoudness([new Float32Array(RATE * 2)], RATE).integrated).toBe(-Infinity);
    expect(measureLoudness([sine(1000, 2, 10 ** (-75 / 20))], RATE).integrated).toBe(-Infinity);
  });

  it('pushed in chunks of any size reads as the whole at once', () => {
    const x = sine(440, 3, 0.3);
    const meter = new LoudnessMeter(RATE, 1);
    for (let at = 0; at < x.length; at += 1234) meter.push([x.subarray(at, at + 1234)]);
    const whole = measureLoudness([x], RATE);
    expect(meter.result().integrated).toBeCloseTo(whole.integrated, 6);
    expect(meter.result().truePeak).toBeCloseTo(whole.truePeak, 6);
  });

  it('a sound shorter than one 400 ms block is measured whole', () => {
    expect(measureLoudness([sine(997, 0.3)], RATE).integrated).toBeCloseTo(-3.01, 0);
  });
});

describe('true peak (4× oversampled)', () => {
  it('finds the peak between samples: a sine at a quarter of the rate sampled 45° off its crest', () => {
    const x = sine(RATE / 4, 1, 1, RATE, Math.PI / 4);
    const { samplePeak, truePeak } = measureLoudness([x], RATE);
    expect(dbOf(samplePeak)).toBeCloseTo(-3.01, 1);
    expect(dbOf(truePeak)).toBeGreaterThan(-0.3);
    expect(dbOf(truePeak)).toBeLessThan(0.3);
  });

  it('of a low tone is its sample peak', () => {
    const { samplePeak, truePeak } = measureLoudness([sine(100, 1, 0.5)], RATE);
    expect(truePeak).toBeCloseTo(samplePeak, 3);
  });
});

describe('normalisingGain: one level for every clip', () => {
  /** Loudness and true peak after the gain is applied. */
  const after = (channels: Float32Array[], target = SPEECH_LUFS) => {
    const gain = normalisingGain(measureLoudness(channels, RATE), target);
    const out = measureLoudness(
      channels.map((c) => scaled(c, gain)),
      RATE,
    );
    return { gainDb: dbOf(gain), lufs: out.integrated, peakDb: dbOf(out.truePeak) };
  };

  it('a -30 LUFS 1 kHz tone comes out at -16 ± 1 LUFS (raised 14 dB)', () => {
    const quiet = sine(1000, 5, 10 ** ((-30 + 3.01) / 20));
    expect(measureLoudness([quiet], RATE).integrated).toBeCloseTo(-30, 1);
    const { gainDb, lufs, peakDb } = after([quiet]);
    expect(lufs).toBeGreaterThan(-17);
    expect(lufs).toBeLessThan(-15);
    expect(gainDb).toBeCloseTo(14, 0);
    expect(peakDb).toBeLessThan(PEAK_CEILING_DBTP);
  });

  it('a loud recording is brought down to -16 LUFS', () => {
    const { gainDb, lufs } = after([sine(1000, 5, 0.9), sine(1000, 5, 0.9)]);
    expect(gainDb).toBeLessThan(0);
    expect(lufs).toBeCloseTo(-16, 0);
  });

  it('a sound whose peaks would pass -1 dBTP at -16 LUFS is held to -1 dBTP (quiet, with loud clicks)', () => {
    const x = sine(1000, 6, 0.01);
    for (let at = RATE / 2; at < x.length; at += RATE)
      for (let i = 0; i < 96; i++) x[at + i] = 0.5 * Math.sin((2 * Math.PI * 3000 * i) / RATE);
    const { lufs, peakDb } = after([x]);
    expect(peakDb).toBeLessThanOrEqual(PEAK_CEILING_DBTP + 0.01);
    expect(peakDb).toBeGreaterThan(PEAK_CEILING_DBTP - 0.5);
    expect(lufs).toBeLessThan(-17);
  });

  it('near-silence is raised at most 24 dB; silence stays silence (0 dB)', () => {
    const hiss = sine(1000, 3, 10 ** (-65 / 20));
    expect(dbOf(normalisingGain(measureLoudness([hiss], RATE), SPEECH_LUFS))).toBeCloseTo(MAX_BOOST_DB, 6);
    expect(normalisingGain(measureLoudness([new Float32Array(RATE)], RATE), SPEECH_LUFS)).toBe(1);
    expect(normalisingGain({ integrated: -Infinity, truePeak: 0 }, SPEECH_LUFS)).toBe(1);
  });

  it.each([
    // [integrated, true peak dBTP, target, expected gain dB]
    [-30, -20, -16, 14],
    [-10, -0.5, -16, -6],
    [-20, -2, -16, 1], // held by the peak: -2 dBTP may rise 1 dB only
    [-60, -50, -16, 24], // capped boost
    [-16, -10, -16, 0],
  ])('measured %s LUFS, %s dBTP, to %s LUFS: %s dB', (integrated, peakDb, target, gainDb) => {
    expect(dbOf(normalisingGain({ integrated, truePeak: 10 ** (peakDb / 20) }, target))).toBeCloseTo(gainDb, 6);
  });
});
