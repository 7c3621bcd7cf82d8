import { describe, expect, it } from 'vitest';
import { offerExpiryText, offerIsLive } from './offerExpiry';

describe('offerExpiryText: how long an offer has left', () => {
  it.each([
    [30, '30 days'],
    [7, '7 days'],
    [2, '2 days'],
    [1.5, '2 days'],
    [1.2, '2 days'],
    [1.01, '2 days'],
    [1, '1 day'],
    [0.99, 'less than a day'],
    [0.5, 'less than a day'],
    [0, 'less than a day'],
    [Number.NaN, 'less than a day'],
    [Number.POSITIVE_INFINITY, 'less than a day'],
  ])('%s days → %s', (days, expected) => {
    expect(offerExpiryText(days)).toBe(expected);
  });
});

describe('offerIsLive: a count the text can describe', () => {
  it.each([
    [7, true],
    [0.5, true],
    [0, true],
    [-0.5, false],
    [-1, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (days, expected) => {
    expect(offerIsLive(days)).toBe(expected);
  });
});
