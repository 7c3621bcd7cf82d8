import { describe, expect, it } from 'vitest';
import { carouselSettings, settingsAtWidth } from './carouselSettings';

describe('the 3-step carousel: 3 items wide, 1 otherwise; breakpoints 576 and 768', () => {
  it.each([
    [320, 1, false, true],
    [375, 1, false, true],
    [576, 1, false, true],
    [577, 1, true, true],
    [700, 1, true, true],
    [768, 1, true, true],
    [769, 3, false, false],
    [992, 3, false, false],
    [1280, 3, false, false],
  ])('at %i px: %i item(s), arrows %s, dots %s', (width, items, arrows, dots) => {
    const at = settingsAtWidth(carouselSettings(), width);
    expect(at.slidesToShow).toBe(items);
    expect(at.arrows).toBe(arrows);
    expect(at.dots).toBe(dots);
  });

  it('uses exactly the spec breakpoints and never clones slides', () => {
    const settings = carouselSettings();
    expect(settings.responsive.map((r) => r.breakpoint).sort((a, b) => a - b)).toEqual([576, 768]);
    expect(settings.infinite).toBe(false);
    expect(settings.slidesToShow).toBe(3);
  });
});
