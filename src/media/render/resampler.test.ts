import { describe, expect, it } from 'vitest';
import { Resampler, toStereo } from './resampler';

const sine = (rate: number, hz: number, frames: number, from = 0) =>
  Float32Array.from({ length: frames }, (_, i) => Math.sin((2 * Math.PI * hz * (from + i)) / rate));

describe('toStereo', () => {
  it('mono becomes both sides; more channels keep the front pair', () => {
    const a = Float32Array.of(1);
    const b = Float32Array.of(2);
    expect(toStereo([a])).toEqual([a, a]);
    expect(toStereo([a, b, Float32Array.of(3)])).toEqual([a, b]);
    expect(toStereo([]).map((c) => c.length)).toEqual([0, 0]);
  });
});

describe('Resampler', () => {
  it.each([
    [22_050, 48_000],
    [44_100, 48_000],
    [48_000, 48_000],
    [96_000, 48_000],
  ])('%i Hz → %i Hz: the same tone, with no seam between chunks', (inRate, outRate) => {
    const r = new Resampler(inRate, outRate);
    const seconds = 0.5;
    const total = Math.round(inRate * seconds);
    const chunk = 1000;
    const out: number[] = [];
    for (let at = 0; at < total; at += chunk) {
      const part = sine(inRate, 440, Math.min(chunk, total - at), at);
      out.push(...r.push([part])[0]);
    }
    // all of it but the frame waiting for its successor, which the end flushes
    expect(Math.abs(out.length - seconds * outRate)).toBeLessThanOrEqual(2);
    out.push(...r.flush()[0]);
    // every output frame up to the last input frame (past it there is nothing to interpolate)
    expect(out.length).toBe(Math.floor(((total - 1) * outRate) / inRate + 1e-9) + 1);
    const expected = sine(outRate, 440, out.length);
    const worst = Math.max(...out.map((v, i) => Math.abs(v - expected[i])));
    expect(worst).toBeLessThan(inRate < outRate ? 0.02 : 0.01);
  });

  it('at the same rate, every frame comes out once the input ends', () => {
    const r = new Resampler(48_000, 48_000);
    const x = sine(48_000, 440, 4800);
    const out = [...r.push([x.subarray(0, 1000)])[0], ...r.push([x.subarray(1000)])[0], ...r.flush()[0]];
    expect(out).toHaveLength(4800);
    expect(out[4799]).toBeCloseTo(x[4799], 6);
    expect(r.flush()[0]).toHaveLength(0);
  });
});
