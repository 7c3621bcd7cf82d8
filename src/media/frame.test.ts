import { describe, expect, it } from 'vitest';
import {
  containRect,
  coverRect,
  moveRect,
  needsFill,
  OVERLAY_RISE,
  overlayAt,
  photoMotion,
  posterOffset,
  showsAsIs,
  STILL,
  textRise,
  VIDEO_SIZE,
} from './frame';

const frame = VIDEO_SIZE;
const round = (r: { x: number; y: number; width: number; height: number }) => ({
  x: Math.round(r.x),
  y: Math.round(r.y),
  width: Math.round(r.width),
  height: Math.round(r.height),
});

describe('where media sits in the 1280×720 frame', () => {
  it.each([
    ['a 16:9 clip fills it', { width: 1920, height: 1080 }, { x: 0, y: 0, width: 1280, height: 720 }, false],
    [
      'a portrait clip stands in the middle, whole',
      { width: 1080, height: 1920 },
      { x: 438, y: 0, width: 405, height: 720 },
      true,
    ],
    ['a square photo, whole', { width: 1000, height: 1000 }, { x: 280, y: 0, width: 720, height: 720 }, true],
    ['a 4:3 photo, whole', { width: 1600, height: 1200 }, { x: 160, y: 0, width: 960, height: 720 }, true],
    ['a wide panorama, whole', { width: 3000, height: 1000 }, { x: 0, y: 147, width: 1280, height: 427 }, true],
    ['a tiny 16:9 recording, scaled up to fill', { width: 320, height: 180 }, { x: 0, y: 0, width: 1280, height: 720 }, false],
    ['854×480 (the recorder) is within 1% of 16:9', { width: 854, height: 480 }, { x: 0, y: 0, width: 1280, height: 719 }, false],
  ])('%s', (_what, media, rect, fill) => {
    expect(round(containRect(media, frame))).toEqual(rect);
    expect(needsFill(media, frame)).toBe(fill);
  });

  it('the blurred fill covers the whole frame, centred (never a black bar)', () => {
    expect(round(coverRect({ width: 1080, height: 1920 }, frame))).toEqual({ x: 0, y: -778, width: 1280, height: 2276 });
    expect(round(coverRect({ width: 160, height: 90 }, { width: 160, height: 90 }))).toEqual({
      x: 0,
      y: 0,
      width: 160,
      height: 90,
    });
  });
});

describe("a photo's gentle movement (the preview's and the file's)", () => {
  it.each([
    ['push-in, start', 0, false, { scale: 1, x: 0, y: 0 }],
    ['push-in, half way', 0.5, false, { scale: 1.06, x: -0.01, y: -0.0075 }],
    ['push-in, end', 1, false, { scale: 1.12, x: -0.02, y: -0.015 }],
    ['pull-out, start (where a push-in ends, mirrored)', 0, true, { scale: 1.12, x: 0.02, y: 0.015 }],
    ['pull-out, end', 1, true, { scale: 1, x: 0, y: 0 }],
    ['past the end stays at the end', 1.5, false, { scale: 1.12, x: -0.02, y: -0.015 }],
  ])('%s', (_what, progress, pullOut, motion) => {
    const m = photoMotion(progress, pullOut);
    expect(m.scale).toBeCloseTo(motion.scale, 6);
    expect(m.x).toBeCloseTo(motion.x, 6);
    expect(m.y).toBeCloseTo(motion.y, 6);
  });

  it('moves the picture about the frame centre; a 16:9 photo never uncovers an edge', () => {
    expect(moveRect({ x: 0, y: 0, width: 1280, height: 720 }, frame, STILL)).toEqual({ x: 0, y: 0, width: 1280, height: 720 });
    for (const pullOut of [false, true]) {
      for (let p = 0; p <= 1; p += 0.1) {
        const r = moveRect({ x: 0, y: 0, width: 1280, height: 720 }, frame, photoMotion(p, pullOut));
        expect(r.x).toBeLessThanOrEqual(0);
        expect(r.y).toBeLessThanOrEqual(0);
        expect(r.x + r.width).toBeGreaterThanOrEqual(1280);
        expect(r.y + r.height).toBeGreaterThanOrEqual(720);
      }
    }
  });
});

describe('the personalised text over the intro', () => {
  it.each([
    ['one image, at the start: fading in', 0.1, 5, 1, { index: 0, opacity: 0.25 }],
    ['one image stays to the end', 4.99, 5, 1, { index: 0, opacity: 1 }],
    ['two images: the first in its turn', 1, 4, 2, { index: 0, opacity: 1 }],
    ['two images: the first fading out', 1.9, 4, 2, { index: 0, opacity: 0.25 }],
    ['two images: the second fading in', 2.1, 4, 2, { index: 1, opacity: 0.25 }],
    ['the last image at the very end', 4, 4, 2, { index: 1, opacity: 1 }],
    ['a short intro fades for a quarter of each turn', 0.125, 1, 1, { index: 0, opacity: 0.5 }],
  ])('%s', (_what, offset, duration, count, expected) => {
    const at = overlayAt(offset, duration, count)!;
    expect(at.index).toBe(expected.index);
    expect(at.opacity).toBeCloseTo(expected.opacity, 6);
  });

  it.each([
    ['the start: a full rise below its place', 0, OVERLAY_RISE],
    ['most of the way up after a quarter of the rise (ease-out)', 0.2, OVERLAY_RISE * 0.75 ** 3],
    ['in place once risen', 0.8, 0],
    ['and stays there', 3, 0],
  ])('the text rises into place, not a still: %s', (_what, seconds, rise) => {
    expect(textRise(seconds)).toBeCloseTo(rise, 9);
    expect(overlayAt(seconds, 5, 1)!.rise).toBeCloseTo(rise, 9);
  });

  it.each([
    ['one image over 5 s: its turn’s middle', 5, 1, 2.5],
    ['two images over 4 s: the first one’s middle, once risen', 4, 2, 1],
    ['a short intro: once the text has risen', 1, 1, 0.8],
    ['no intro length', 0, 1, 0],
  ])('the poster is taken with the text in place: %s', (_what, duration, count, at) => {
    expect(posterOffset(duration, count)).toBeCloseTo(at, 9);
    if (duration > 0) expect(textRise(at)).toBeCloseTo(0, 9);
  });

  it.each([
    ['no images', 1, 3, 0],
    ['before the intro', -0.1, 3, 1],
    ['after the intro', 3.1, 3, 1],
    ['an intro of no length', 0, 0, 1],
  ])('none: %s', (_what, offset, duration, count) => {
    expect(overlayAt(offset, duration, count)).toBeNull();
  });
});

describe('a decoded frame that goes to the encoder as it is', () => {
  const upright = { width: 1280, height: 720, rotation: 0, flip: false, squarePixels: true };
  it.each([
    ['a 720p clip, nothing over it', upright, false, false, true],
    ['a 1080p clip, where the encoder scales', { ...upright, width: 1920, height: 1080 }, false, true, true],
    ['a 1080p clip, where it does not: drawn', { ...upright, width: 1920, height: 1080 }, false, false, false],
    ['a caption over it: drawn', upright, true, true, false],
    ['portrait: drawn (over its blurred fill)', { ...upright, width: 720, height: 1280 }, false, true, false],
    ['rotated by the file: drawn upright', { ...upright, rotation: 90 }, false, true, false],
    ['mirrored: drawn', { ...upright, flip: true }, false, true, false],
    ['non-square pixels: drawn', { ...upright, squarePixels: false }, false, true, false],
  ])('%s', (_what, decoded, drawnOver, scales, asIs) => {
    expect(showsAsIs(decoded, frame, drawnOver, scales)).toBe(asIs);
  });
});
