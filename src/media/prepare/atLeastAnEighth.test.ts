import { describe, expect, it } from 'vitest';
import { atLeastAnEighth } from './decodePhoto';

describe('atLeastAnEighth: a scaled JPEG decode is never asked below an eighth of the photo', () => {
  it.each([
    [
      'a thumbnail of a 20000² photo: its eighth',
      { width: 112, height: 112 },
      { width: 20000, height: 20000 },
      { width: 2500, height: 2500 },
    ],
    [
      'a thumbnail of a 4032 × 3024 photo',
      { width: 112, height: 84 },
      { width: 4032, height: 3024 },
      { width: 504, height: 378 },
    ],
    [
      'a size above the eighth stays as asked',
      { width: 2560, height: 2560 },
      { width: 20000, height: 20000 },
      { width: 2560, height: 2560 },
    ],
    ['a header without a size: as asked', { width: 112, height: 84 }, { width: 0, height: 0 }, { width: 112, height: 84 }],
  ])('%s', (_, size, of, expected) => expect(atLeastAnEighth(size, of)).toEqual(expected));
});
