import { describe, expect, it } from 'vitest';
import { isLowVolume, LEVEL_SAMPLE_MS, LOW_VOLUME_THRESHOLD, meterFraction, micVolParam, rmsLevel } from './micLevel';

describe('the low-volume rule: the loudest moment under 0.02 RMS', () => {
  it.each([
    ['silence (a muted or unplugged microphone)', 0, true],
    ['room noise through noise suppression', 0.002, true],
    ['a covered microphone', 0.012, true],
    ['just under the line', 0.0199, true],
    ['on the line', 0.02, false],
    ['quiet speech', 0.04, false],
    ['normal speech', 0.15, false],
    ['shouting', 0.9, false],
    ['not measured', Number.NaN, true],
  ])('%s (%s) → low: %s', (_, maxLevel, low) => {
    expect(isLowVolume(maxLevel)).toBe(low);
  });

  it('names its threshold once, and samples every 100 ms (spec part 2 §9)', () => {
    expect(LOW_VOLUME_THRESHOLD).toBe(0.02);
    expect(LEVEL_SAMPLE_MS).toBe(100);
  });
});

describe('rmsLevel', () => {
  it.each<[string, number[], number]>([
    ['no samples', [], 0],
    ['silence', [0, 0, 0, 0], 0],
    ['a full-scale square wave', [1, -1, 1, -1], 1],
    ['half scale', [0.5, -0.5], 0.5],
    ['mixed', [0.3, 0, -0.4, 0], 0.25],
    ['clipped beyond full scale is capped', [2, -2], 1],
  ])('%s → %s', (_, samples, level) => {
    expect(rmsLevel(samples)).toBeCloseTo(level, 6);
  });

  it('reads a Float32Array', () => {
    expect(rmsLevel(new Float32Array([0.1, -0.1, 0.1, -0.1]))).toBeCloseTo(0.1, 6);
  });
});

describe('micVolParam: the maximum level sent as micVol', () => {
  it.each([
    [0, 0],
    [0.12345, 0.123],
    [0.0004, 0],
    [0.0006, 0.001],
    [1, 1],
    [3, 1],
    [-1, 0],
    [Number.NaN, 0],
  ])('%s → %s', (level, param) => {
    expect(micVolParam(level)).toBe(param);
  });
});

describe('meterFraction: the meter in decibels, -60 dBFS empty to 0 dBFS full', () => {
  it.each([
    [0, 0],
    [0.001, 0],
    [0.01, 1 / 3],
    [0.1, 2 / 3],
    [1, 1],
    [5, 1],
    [-1, 0],
  ])('%s → %s', (level, fraction) => {
    expect(meterFraction(level)).toBeCloseTo(fraction, 6);
  });
});
