import { describe, expect, it } from 'vitest';
import { matchesAssumedWidth } from './useMediaQuery';

describe('a width query at the width a build-time render assumes', () => {
  it.each([
    ['(max-width: 767.98px)', 375, true],
    ['(max-width: 767.98px)', 767.98, true],
    ['(max-width: 767.98px)', 768, false],
    ['(max-width: 767.98px)', 1280, false],
    ['(min-width: 768px)', 1280, true],
    ['(min-width: 768px)', 375, false],
    ['(prefers-reduced-motion: reduce)', 375, false],
    ['(max-width: 767.98px)', undefined, false],
  ])('%s at %s px → %s', (query, width, matches) => {
    expect(matchesAssumedWidth(query, width)).toBe(matches);
  });
});
