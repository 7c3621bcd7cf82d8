import { describe, expect, it } from 'vitest';
import { boxBlur, fillBlurMethod } from './blur';

describe('fillBlurMethod: how the blurred fill is made', () => {
  it.each([
    [true, 'filter', 'a canvas that blurs by itself (Chromium, Firefox)'],
    [false, 'box', 'no canvas filter (WebKit): the box blur'],
  ] as const)('canvas filter %s → %s (%s)', (filters, method, _why) => {
    expect(fillBlurMethod(filters)).toBe(method);
  });
});

/** A w×h RGBA image, black with one white pixel at (x, y). */
function dot(w: number, h: number, x: number, y: number) {
  const data = new Uint8ClampedArray(w * h * 4);
  for (let i = 3; i < data.length; i += 4) data[i] = 255;
  data.set([255, 255, 255], (y * w + x) * 4);
  return data;
}
const red = (data: Uint8ClampedArray, w: number, x: number, y: number) => data[(y * w + x) * 4];

describe('boxBlur', () => {
  it('spreads a bright pixel over its neighbours, the centre brightest, symmetric', () => {
    const data = dot(15, 15, 7, 7);
    boxBlur(data, 15, 15, 2);
    expect(red(data, 15, 7, 7)).toBeLessThan(255);
    expect(red(data, 15, 7, 7)).toBeGreaterThan(red(data, 15, 9, 7));
    expect(red(data, 15, 9, 7)).toBeGreaterThan(0);
    expect(red(data, 15, 5, 7)).toBe(red(data, 15, 9, 7));
    expect(red(data, 15, 7, 5)).toBe(red(data, 15, 7, 9));
    expect(red(data, 15, 0, 0)).toBe(0);
  });

  it('keeps a flat colour flat (edges repeat, nothing darkens at the border)', () => {
    const data = new Uint8ClampedArray(8 * 4 * 4).fill(120);
    boxBlur(data, 8, 4, 3);
    expect([...new Set(data)]).toEqual([120]);
  });

  it('leaves the image alone at radius 0', () => {
    const data = dot(5, 5, 2, 2);
    const before = data.slice();
    boxBlur(data, 5, 5, 0);
    expect(data).toEqual(before);
  });
});
