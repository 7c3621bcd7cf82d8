import { describe, expect, it } from 'vitest';
import { fit1080p, videoBitrate, videoPlan, type VideoFacts } from './videoPlan';

const MB = 1024 * 1024;
const clip = (over: Partial<VideoFacts>): VideoFacts => ({
  width: 1920,
  height: 1080,
  bytes: 20 * MB,
  codec: 'avc',
  frameRate: 30,
  canDecode: true,
  canEncode: true,
  ...over,
});

describe('videoPlan: when to convert', () => {
  it.each<[string, Partial<VideoFacts>, ReturnType<typeof videoPlan>]>([
    ['1080p H.264 under 50 MB: as it is', {}, { action: 'keep' }],
    ['portrait 1080 × 1920 H.264: as it is', { width: 1080, height: 1920 }, { action: 'keep' }],
    ['VP9 720p: as it is', { codec: 'vp9', width: 1280, height: 720 }, { action: 'keep' }],
    [
      "VP9 whose codec string decoders refuse (Chrome's MP4 recording, 'level 00'): converted",
      { codec: 'vp9', width: 640, height: 360, frameRate: 30, codecRepaired: true },
      {
        action: 'convert',
        width: 640,
        height: 360,
        frameRate: null,
        bitrate: 500_000,
        why: ['codec'],
        keepSmallerOriginal: false,
      },
    ],
    [
      '4K H.264: 1080p, 4.4 Mbps',
      { width: 3840, height: 2160, bytes: 40 * MB },
      {
        action: 'convert',
        width: 1920,
        height: 1080,
        frameRate: null,
        bitrate: 4_400_000,
        why: ['larger-than-1080p'],
        keepSmallerOriginal: false,
      },
    ],
    [
      'portrait 4K at 60 fps: 1080 × 1920 at 30 fps',
      { width: 2160, height: 3840, frameRate: 59.94, bytes: 300 * MB },
      {
        action: 'convert',
        width: 1080,
        height: 1920,
        frameRate: 30,
        bitrate: 4_400_000,
        why: ['larger-than-1080p', 'over-50-mb'],
        keepSmallerOriginal: false,
      },
    ],
    [
      '1080p H.264 over 50 MB: converted, the original kept if not smaller',
      { bytes: 51 * MB },
      {
        action: 'convert',
        width: 1920,
        height: 1080,
        frameRate: null,
        bitrate: 4_400_000,
        why: ['over-50-mb'],
        keepSmallerOriginal: true,
      },
    ],
    [
      'HEVC 1080p (an iPhone): converted',
      { codec: 'hevc' },
      {
        action: 'convert',
        width: 1920,
        height: 1080,
        frameRate: null,
        bitrate: 4_400_000,
        why: ['codec'],
        keepSmallerOriginal: false,
      },
    ],
    [
      'unknown codec, 720p at 25 fps: converted at 720p',
      { codec: null, width: 1280, height: 720, frameRate: 25 },
      {
        action: 'convert',
        width: 1280,
        height: 720,
        frameRate: null,
        bitrate: 1_600_000,
        why: ['codec'],
        keepSmallerOriginal: false,
      },
    ],
    [
      'HEVC this browser cannot decode: sent as it is (with the note)',
      { codec: 'hevc', canDecode: false, width: 3840, height: 2160 },
      { action: 'cannot-convert', why: ['larger-than-1080p', 'codec'], cause: 'no-decoder' },
    ],
    [
      'no H.264 encoder: sent as it is (with the note)',
      { width: 3840, height: 2160, canEncode: false },
      { action: 'cannot-convert', why: ['larger-than-1080p'], cause: 'no-encoder' },
    ],
    ['small H.264 with no encoder: nothing to do', { width: 640, height: 360, canEncode: false }, { action: 'keep' }],
    [
      'ProRes of unknown size: cannot be planned',
      { codec: 'prores', width: 0, height: 0 },
      { action: 'cannot-convert', why: ['codec'], cause: 'no-decoder' },
    ],
  ])('%s', (_, facts, plan) => expect(videoPlan(clip(facts))).toEqual(plan));
});

describe('fit1080p', () => {
  it.each([
    [3840, 2160, { width: 1920, height: 1080 }],
    [2160, 3840, { width: 1080, height: 1920 }],
    [4096, 2160, { width: 1920, height: 1012 }],
    [2560, 1440, { width: 1920, height: 1080 }],
    [1440, 1440, { width: 1080, height: 1080 }],
    [1279, 719, { width: 1278, height: 718 }],
    [4000, 1, { width: 1920, height: 2 }],
  ])('%d × %d', (w, h, size) => expect(fit1080p(w, h)).toEqual(size));
});

describe('videoBitrate', () => {
  it.each([
    [1920, 1080, 30, 4_400_000],
    [1280, 720, 30, 1_900_000],
    [640, 360, 30, 500_000],
  ])('%d × %d at %d fps', (w, h, fps, bits) => expect(videoBitrate(w, h, fps)).toBe(bits));
});
