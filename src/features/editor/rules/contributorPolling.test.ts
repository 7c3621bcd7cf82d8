import { describe, expect, it } from 'vitest';
import { contributorPollDelay, observeNewest, startClock } from './contributorPolling';

const s = 1000;

describe('contributorPollDelay: refetchInterval by time since the clock started', () => {
  it.each([
    [0, 20 * s],
    [59 * s, 20 * s],
    [60 * s, 60 * s],
    [299 * s, 60 * s],
    [300 * s, 180 * s],
    [1740 * s, 60 * s],
    [1800 * s, false],
    [4000 * s, false],
  ])('after %i ms → %s', (elapsed, delay) => {
    expect(contributorPollDelay(elapsed)).toBe(delay);
  });

  it('a clock walked poll by poll: 16 polls, the last on the 30-minute mark, then no more', () => {
    const polls: number[] = [];
    let at = 0;
    for (let d = contributorPollDelay(at); d !== false; d = contributorPollDelay(at)) {
      at += d;
      polls.push(at / s);
    }
    expect(polls).toEqual([20, 40, 60, 120, 180, 240, 300, 480, 660, 840, 1020, 1200, 1380, 1560, 1740, 1800]);
  });
});

describe('observeNewest: a new clip id restarts the clock', () => {
  const clock = startClock(5005, 0);
  it.each([
    ['the known id: no news', 5005, clock],
    ['no contributor clip yet (null): no news', null, clock],
    ['a new id: known from now on, the clock restarts', 6001, { knownId: 6001, startedAt: 180 * s }],
  ])('%s', (_, newest, next) => {
    expect(observeNewest(clock, newest, 180 * s)).toEqual(next);
  });

  it('no news keeps the very same clock (the query data does not change)', () => {
    expect(observeNewest(clock, 5005, 180 * s)).toBe(clock);
  });

  it('the first clip of a greeting that had none is news', () => {
    expect(observeNewest(startClock(null, 0), 7, 20 * s)).toEqual({ knownId: 7, startedAt: 20 * s });
  });
});
