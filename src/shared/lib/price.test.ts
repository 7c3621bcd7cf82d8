import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

describe('formatPrice', () => {
  it.each([
    [4.99, '$4.99'],
    [5, '$5.00'],
    [0, '$0.00'],
    ['3.5', '$3.50'],
    ['4.99', '$4.99'],
    ['0', '$0.00'],
    [' 4.5 ', '$4.50'],
    ['n/a', 'n/a'],
    ['$7.99', '$7.99'],
    ['Free', 'Free'],
    ['', null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])('%s → %s', (price, expected) => {
    expect(formatPrice(price)).toBe(expected);
  });
});
