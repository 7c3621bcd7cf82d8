import { describe, expect, it } from 'vitest';
import { offerBannerText } from './offerBanner';

describe("the offer banner: 'You have N to start your free Video Greeting'", () => {
  it.each([
    [7, 'You have 7 days to start your free Video Greeting'],
    [1.5, 'You have 2 days to start your free Video Greeting'],
    [1, 'You have 1 day to start your free Video Greeting'],
    [0.5, 'You have less than a day to start your free Video Greeting'],
    [0, 'You have less than a day to start your free Video Greeting'],
    [-1, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
  ])('offerExpiresInDays %s → %s', (days, expected) => {
    expect(offerBannerText(days)).toBe(expected);
  });
});
