import { describe, expect, it } from 'vitest';
import { seedAnimations, THEME_DEFS } from './catalog';
import { DEFAULT_BAND, lookOf, TEMPLATE_LOOKS } from './looks';

describe("the templates' looks", () => {
  it('every seeded template has one, and there is none for a template that is not seeded', () => {
    expect(Object.keys(TEMPLATE_LOOKS).sort()).toEqual(
      seedAnimations()
        .map((a) => a.slug)
        .sort(),
    );
  });

  it.each([
    ['birthday-sparklers', '#e4572e', 'birthday-sparklers'],
    // unknown or no template: the theme's first, by the theme's colour (any case)
    ['birthday-nope', '#E4572E', 'birthday-balloons'],
    [undefined, '#6a4c93', 'get-well-sunflowers'],
  ])('lookOf(%s, %s) is %s', (slug, colour, expected) => {
    expect(lookOf(slug, colour)).toBe(TEMPLATE_LOOKS[expected]);
  });

  it('every theme colour has a look; an unknown colour has none', () => {
    for (const theme of THEME_DEFS) expect(lookOf(undefined, theme.bgColor)).not.toBeNull();
    expect(lookOf(undefined, '#000000')).toBeNull();
    expect(lookOf(undefined, '')).toBeNull();
  });

  it('every text band lies in the 1280 × 720 frame with room for the text (at least 640 × 256 px)', () => {
    for (const { band } of [...Object.values(TEMPLATE_LOOKS), { band: DEFAULT_BAND }]) {
      expect(band.x).toBeGreaterThanOrEqual(0);
      expect(band.y).toBeGreaterThanOrEqual(0);
      expect(band.x + band.width).toBeLessThanOrEqual(1280);
      expect(band.y + band.height).toBeLessThanOrEqual(720);
      expect(band.width).toBeGreaterThanOrEqual(640);
      expect(band.height).toBeGreaterThanOrEqual(256);
    }
  });
});
