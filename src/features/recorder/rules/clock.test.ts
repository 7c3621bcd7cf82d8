import { describe, expect, it } from 'vitest';
import { CLOCK_TICK_MS, formatClock } from './clock';

describe('formatClock: m:ss', () => {
  it.each([
    [0, '0:00'],
    [499, '0:00'],
    [999, '0:00'],
    [1_000, '0:01'],
    [2_500, '0:02'],
    [9_999, '0:09'],
    [10_000, '0:10'],
    [59_999, '0:59'],
    [60_000, '1:00'],
    [61_500, '1:01'],
    [600_000, '10:00'],
    [3_600_000, '60:00'],
    [-5, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('%s ms → %s', (ms, text) => {
    expect(formatClock(ms)).toBe(text);
  });

  it('ticks every 500 ms (spec part 2 §9)', () => {
    expect(CLOCK_TICK_MS).toBe(500);
  });
});
