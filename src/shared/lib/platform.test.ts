import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, isMobileWidth } from './platform';

describe('breakpoints (spec part 1 §9: 576 and 768 px; design: 992 px)', () => {
  it('are 576 / 768 / 992 px', () => {
    expect(BREAKPOINTS).toEqual({ sm: 576, md: 768, lg: 992 });
  });

  it.each([
    [320, true],
    [575, true],
    [767, true],
    [768, false],
    [1280, false],
  ])('%i px is a mobile width: %s', (width, expected) => {
    expect(isMobileWidth(width)).toBe(expected);
  });
});
