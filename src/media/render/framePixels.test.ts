import { describe, expect, it } from 'vitest';
import { convertedRed, convertsAsIs, probePlanes, PROBE } from './framePixels';

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

// The probe's answer, as each engine gives it (e2e/engines/repro/webkit-videoframe-copyto-rgba.html).
describe('convertedRed', () => {
  const frameOf = (pixel: number[]) => new Uint8Array(Array.from({ length: 16 * 16 }, () => pixel).flat());
  /** What WebKitGTK writes into the RGBA buffer: the I420 planes, then nothing. */
  const ownBytes = () => {
    const rgba = new Uint8Array(16 * 16 * 4);
    rgba.set(probePlanes());
    return rgba;
  };
  it.each([
    ['Chromium 156 and Firefox ESR 153: red, opaque', frameOf([255, 24, 0, 255]), true],
    ['a decoded red, a little off', frameOf([254, 0, 0, 255]), true],
    ["WebKitGTK 2.50: the frame's own I420 bytes", ownBytes(), false],
    ['grey (the luma copied four times)', frameOf([81, 81, 81, 81]), false],
    ['red but not opaque', frameOf([255, 0, 0, 128]), false],
    ['blue and red swapped (BGRA)', frameOf([0, 24, 255, 255]), false],
    ['nothing copied', new Uint8Array(0), false],
  ])('%s → %s', (_name, rgba, expected) => {
    expect(convertedRed(rgba)).toBe(expected);
  });

  it('the probe frame is I420 of its size: a full luma plane, then two quarter chroma planes', () => {
    const planes = probePlanes();
    const luma = PROBE.width * PROBE.height;
    expect(planes.length).toBe(luma * 1.5);
    expect([planes[0], planes[luma], planes[luma * 1.25]]).toEqual([...PROBE.yuv]);
  });
});
