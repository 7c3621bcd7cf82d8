import { describe, expect, it } from 'vitest';
import { offerBannerText, offerTimeLeft } from './offerBanner';

describe("the offer banner: 'You have N to start your free Video Greeting'", () => {
  it.each([
    [7, '7 days'],
    [30, '30 days'],
    [2, '2 days'],
    [1, '1 day'],
    [1.2, '2 days'],
    [0.5, 'less than a day'],
    [0, 'less than a day'],
    [-1, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
  ])('offerExpiresInDays %s → N = %s', (days, expected) => {
    expect(offerTimeLeft(days)).toBe(expected);
  });

  it('builds the sentence word for word', () => {
    expect(offerBannerText(7)).toBe('You have 7 days to start your free Video Greeting');
    expect(offerBannerText(1)).toBe('You have 1 day to start your free Video Greeting');
    expect(offerBannerText(-3)).toBeNull();
  });
});
