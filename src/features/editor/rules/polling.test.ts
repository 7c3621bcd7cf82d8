import { describe, expect, it } from 'vitest';
import { nextPollDelay, POLL_GIVE_UP_MS } from './polling';

const s = 1000;

describe('contributor polling delay', () => {
  it.each([
    [0, 20 * s],
    [20 * s, 20 * s],
    [59 * s, 20 * s],
    [60 * s, 60 * s],
    [120 * s, 60 * s],
    [299 * s, 60 * s],
    [300 * s, 180 * s],
    [1000 * s, 180 * s],
    [1740 * s, 60 * s],
    [1799 * s, 1 * s],
    [1800 * s, null],
    [4000 * s, null],
    [-5, 20 * s],
  ])('after %i ms → %s', (elapsed, delay) => {
    expect(nextPollDelay(elapsed)).toBe(delay);
  });

  it('walks the whole schedule: 3 polls at 20 s, 4 at 60 s, 9 at 180 s (the last cut to the 30-minute mark), then stops', () => {
    const polls: number[] = [];
    let at = 0;
    for (let d = nextPollDelay(at); d !== null; d = nextPollDelay(at)) {
      at += d;
      polls.push(at / s);
    }
    expect(polls).toEqual([20, 40, 60, 120, 180, 240, 300, 480, 660, 840, 1020, 1200, 1380, 1560, 1740, 1800]);
    expect(at).toBe(POLL_GIVE_UP_MS);
  });
});
