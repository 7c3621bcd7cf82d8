import { describe, expect, it } from 'vitest';
import { convertsAsIs } from './framePixels';

// Which decoded frames take WebCodecs' RGBA copy (their copy is their picture as it shows), and
// which are drawn by the canvas as before (it turns, flips and stretches them as the file says).
describe('convertsAsIs', () => {
  const square = { num: 1, den: 1 };
  it.each([
    ['upright, square pixels', { rotation: 0, flip: false, pixelAspectRatio: square }, true],
    ['square pixels written as 2:2', { rotation: 0, flip: false, pixelAspectRatio: { num: 2, den: 2 } }, true],
    ['a phone clip turned a quarter', { rotation: 90, flip: false, pixelAspectRatio: square }, false],
    ['upside down', { rotation: 180, flip: false, pixelAspectRatio: square }, false],
    ['mirrored (a front camera)', { rotation: 0, flip: true, pixelAspectRatio: square }, false],
    ['anamorphic pixels (4:3)', { rotation: 0, flip: false, pixelAspectRatio: { num: 4, den: 3 } }, false],
  ])('%s → %s', (_name, frame, expected) => {
    expect(convertsAsIs(frame)).toBe(expected);
  });
});
