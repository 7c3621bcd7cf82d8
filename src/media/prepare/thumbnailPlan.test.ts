import { describe, expect, it } from 'vitest';
import type { ImageFacts } from './imageHeader';
import { thumbnailPlan, type ThumbnailPlan } from './thumbnailPlan';

const facts = (over: Partial<ImageFacts>): ImageFacts => ({
  format: 'jpeg',
  width: 4000,
  height: 3000,
  orientation: 1,
  transparent: false,
  animated: false,
  ...over,
});

describe('thumbnailPlan: from the header, before anything is decoded', () => {
  it.each<[string, ImageFacts | null, boolean, ThumbnailPlan]>([
    [
      'a 12 MP JPEG, no scaling decoder: resized as it is decoded',
      facts({}),
      false,
      { decode: 'resized', width: 112, height: 84 },
    ],
    ['a 12 MP JPEG where ImageDecoder scales: decoded scaled', facts({}), true, { decode: 'scaled', width: 112, height: 84 }],
    [
      'turned a quarter (EXIF 6): the upright shape',
      facts({ orientation: 6 }),
      false,
      { decode: 'resized', width: 84, height: 112 },
    ],
    ['small: never enlarged', facts({ width: 80, height: 60 }), false, { decode: 'resized', width: 80, height: 60 }],
    [
      'a 20000 × 20000 JPEG where ImageDecoder scales: decoded at 1/8, never whole',
      facts({ width: 20000, height: 20000 }),
      true,
      { decode: 'scaled', width: 112, height: 112 },
    ],
    [
      'a 20000 × 20000 PNG (1.6 GB decoded): no thumbnail',
      facts({ format: 'png', width: 20000, height: 20000 }),
      false,
      { decode: 'none', why: 'too-large' },
    ],
    [
      'a 9000 × 9000 animated PNG: no thumbnail',
      facts({ format: 'png', width: 9000, height: 9000, animated: true }),
      false,
      { decode: 'none', why: 'too-large' },
    ],
    [
      'at the limit (8000 × 8000): resized',
      facts({ format: 'png', width: 8000, height: 8000 }),
      false,
      { decode: 'resized', width: 112, height: 112 },
    ],
    [
      'a header naming no size (WebP): no thumbnail',
      facts({ format: 'webp', width: 0, height: 0 }),
      false,
      { decode: 'none', why: 'no-size' },
    ],
    ['not a photo at all', null, false, { decode: 'none', why: 'not-a-photo' }],
  ])('%s', (_, header, scaledDecode, plan) => expect(thumbnailPlan(header, scaledDecode, 112)).toEqual(plan));
});
