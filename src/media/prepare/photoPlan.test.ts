import { describe, expect, it } from 'vitest';
import { fitLongSide, photoPlan, type PhotoFacts } from './photoPlan';

const MB = 1024 * 1024;
const photo = (over: Partial<PhotoFacts>): PhotoFacts => ({
  format: 'jpeg',
  width: 4032,
  height: 3024,
  orientation: 1,
  bytes: 4 * MB,
  transparent: false,
  animated: false,
  scaledDecode: false,
  ...over,
});

describe('photoPlan', () => {
  it.each<[string, Partial<PhotoFacts>, ReturnType<typeof photoPlan>]>([
    [
      '12 MP JPEG: JPEG 0.85 at 2560 on the long side, whatever its size',
      {},
      {
        action: 'encode',
        type: 'image/jpeg',
        quality: 0.85,
        size: { width: 2560, height: 1920 },
        scaledDecode: false,
        keepSmallerOriginal: false,
      },
    ],
    [
      'turned a quarter (EXIF 6): upright, sides swapped',
      { orientation: 6 },
      {
        action: 'encode',
        type: 'image/jpeg',
        quality: 0.85,
        size: { width: 1920, height: 2560 },
        scaledDecode: false,
        keepSmallerOriginal: false,
      },
    ],
    [
      'a decoder that scales: it decodes scaled down',
      { scaledDecode: true },
      {
        action: 'encode',
        type: 'image/jpeg',
        quality: 0.85,
        size: { width: 2560, height: 1920 },
        scaledDecode: true,
        keepSmallerOriginal: false,
      },
    ],
    [
      'upside down (EXIF 3) and small: turned, even if that is not smaller',
      { width: 1600, height: 1200, orientation: 3, bytes: 100 * 1024 },
      {
        action: 'encode',
        type: 'image/jpeg',
        quality: 0.85,
        size: { width: 1600, height: 1200 },
        scaledDecode: false,
        keepSmallerOriginal: false,
      },
    ],
    [
      'small enough, upright, over 200 KB: re-encoded unless the original is smaller',
      { width: 2000, height: 1500, bytes: 1.5 * MB, scaledDecode: true },
      {
        action: 'encode',
        type: 'image/jpeg',
        quality: 0.85,
        size: { width: 2000, height: 1500 },
        scaledDecode: false,
        keepSmallerOriginal: true,
      },
    ],
    [
      'small enough, upright, under 200 KB: as it is',
      { width: 1200, height: 900, bytes: 150 * 1024 },
      { action: 'keep', why: 'small' },
    ],
    [
      'PNG with transparency that fits: as it is',
      { format: 'png', width: 800, height: 600, transparent: true },
      { action: 'keep', why: 'transparent' },
    ],
    [
      'PNG with transparency too large: PNG, scaled',
      { format: 'png', width: 5120, height: 2880, transparent: true },
      {
        action: 'encode',
        type: 'image/png',
        quality: undefined,
        size: { width: 2560, height: 1440 },
        scaledDecode: false,
        keepSmallerOriginal: false,
      },
    ],
    [
      'PNG without transparency: JPEG unless the original is smaller',
      { format: 'png', width: 1920, height: 1080, bytes: 3 * MB },
      {
        action: 'encode',
        type: 'image/jpeg',
        quality: 0.85,
        size: { width: 1920, height: 1080 },
        scaledDecode: false,
        keepSmallerOriginal: true,
      },
    ],
    ['animated GIF: as it is', { format: 'gif', width: 4000, height: 3000, animated: true }, { action: 'keep', why: 'animated' }],
    ['animated PNG: as it is', { format: 'png', animated: true, transparent: true }, { action: 'keep', why: 'animated' }],
    // an animation is sent as it is and decoded whole by whatever plays it: held to the same limit
    [
      '9000 × 9000 animated PNG (81 MP): refused',
      { format: 'png', width: 9000, height: 9000, animated: true, transparent: true },
      { action: 'refuse', why: 'too-large' },
    ],
    [
      '9000 × 9000 animated GIF, even where JPEGs decode scaled: refused',
      { format: 'gif', width: 9000, height: 9000, animated: true, scaledDecode: true },
      { action: 'refuse', why: 'too-large' },
    ],
    [
      '8000 × 8000 animated GIF (64 MP, the limit itself): as it is',
      { format: 'gif', width: 8000, height: 8000, animated: true },
      { action: 'keep', why: 'animated' },
    ],
    [
      'still GIF with a transparent colour, too large: PNG',
      { format: 'gif', width: 3000, height: 3000, transparent: true },
      {
        action: 'encode',
        type: 'image/png',
        quality: undefined,
        size: { width: 2560, height: 2560 },
        scaledDecode: false,
        keepSmallerOriginal: false,
      },
    ],
    [
      'HEIC: always JPEG, even small',
      { format: 'heic', width: 1000, height: 800, bytes: 90 * 1024 },
      {
        action: 'encode',
        type: 'image/jpeg',
        quality: 0.85,
        size: { width: 1000, height: 800 },
        scaledDecode: false,
        keepSmallerOriginal: false,
      },
    ],
    // a header naming no size is never decoded blind (it could be any size)
    ['HEIC of unknown size: refused', { format: 'heic', width: 0, height: 0 }, { action: 'refuse', why: 'no-size' }],
    [
      'AVIF (named .jpg, say): always JPEG, like HEIC',
      { format: 'avif', width: 1000, height: 800, bytes: 90 * 1024 },
      {
        action: 'encode',
        type: 'image/jpeg',
        quality: 0.85,
        size: { width: 1000, height: 800 },
        scaledDecode: false,
        keepSmallerOriginal: false,
      },
    ],
    ['16000 × 12000 with no scaled decode: refused', { width: 16000, height: 12000 }, { action: 'refuse', why: 'too-large' }],
    [
      '16000 × 12000 PNG: refused',
      { format: 'png', width: 16000, height: 12000, scaledDecode: false },
      { action: 'refuse', why: 'too-large' },
    ],
    [
      '16000 × 12000 JPEG decoded scaled: prepared',
      { width: 16000, height: 12000, scaledDecode: true },
      {
        action: 'encode',
        type: 'image/jpeg',
        quality: 0.85,
        size: { width: 2560, height: 1920 },
        scaledDecode: true,
        keepSmallerOriginal: false,
      },
    ],
    [
      '48 MP (8064 × 6048) with no scaled decode: under the limit',
      { width: 8064, height: 6048 },
      {
        action: 'encode',
        type: 'image/jpeg',
        quality: 0.85,
        size: { width: 2560, height: 1920 },
        scaledDecode: false,
        keepSmallerOriginal: false,
      },
    ],
    [
      'WebP (not a type the product takes): left to the upload checks',
      { format: 'webp' },
      { action: 'keep', why: 'not-prepared' },
    ],
  ])('%s', (_, facts, plan) => expect(photoPlan(photo(facts))).toEqual(plan));
});

describe('fitLongSide', () => {
  it.each([
    [4032, 3024, { width: 2560, height: 1920 }],
    [3024, 4032, { width: 1920, height: 2560 }],
    [2560, 100, { width: 2560, height: 100 }],
    [1000, 500, { width: 1000, height: 500 }],
    [100000, 10, { width: 2560, height: 1 }],
  ])('%d × %d', (w, h, size) => expect(fitLongSide(w, h)).toEqual(size));
});
