import { describe, expect, it } from 'vitest';
import { expiryLine } from './thankYou';

describe('the promotion’s expiry line', () => {
  it.each([
    [7, 'This offer expires in 7 days.'],
    [1, 'This offer expires in 1 day.'],
    [0.5, 'This offer expires in less than a day.'],
    [0, 'This offer expires in less than a day.'],
    [-1, null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])('%s days → %j', (days, line) => {
    expect(expiryLine(days)).toBe(line);
  });
});
