import { describe, expect, it } from 'vitest';
import { codecCandidates } from './codecRepair';

describe('codecCandidates: a refused codec string, described as a decoder takes it', () => {
  it.each([
    [
      "Chrome's MediaRecorder MP4 (VP9, level 00), 640×360: the level its size needs first",
      'vp09.00.00.08.00.01.13.01.01',
      { width: 640, height: 360 },
      'vp09.00.21.08.00.01.13.01.01',
    ],
    ['the short form, 1280×720', 'vp09.00.00.08', { width: 1280, height: 720 }, 'vp09.00.31.08'],
    ['1080p', 'vp09.00.00.08', { width: 1920, height: 1080 }, 'vp09.00.40.08'],
    ['no size known: the smallest level', 'vp09.00.00.08', undefined, 'vp09.00.10.08'],
    ['10-bit VP9 keeps its depth', 'vp09.02.00.10', { width: 1280, height: 720 }, 'vp09.02.31.10'],
    ['H.264 with level_idc 0 (a muxer that wrote none), 720p', 'avc1.640000', { width: 1280, height: 720 }, 'avc1.64001f'],
    ['H.264 at 1080p', 'avc1.4d0000', { width: 1920, height: 1080 }, 'avc1.4d0028'],
    ['HEVC tagged hev1 where hvc1 is taken', 'hev1.1.6.L93.B0', undefined, 'hvc1.1.6.L93.B0'],
  ])('%s', (_what, codec, size, first) => {
    expect(codecCandidates(codec, size)[0]).toBe(first);
  });

  it('VP9 also tries common levels, and the short form last; never the refused string itself', () => {
    const tried = codecCandidates('vp09.00.00.08.00.01.13.01.01', { width: 640, height: 360 });
    expect(tried).toEqual([
      'vp09.00.21.08.00.01.13.01.01',
      'vp09.00.31.08.00.01.13.01.01',
      'vp09.00.41.08.00.01.13.01.01',
      'vp09.00.51.08.00.01.13.01.01',
      'vp09.00.62.08.00.01.13.01.01',
      'vp09.00.21.08',
    ]);
    expect(tried).not.toContain('vp09.00.00.08.00.01.13.01.01');
  });

  it('H.264 with a level that exists still gets avc3/avc1 tried', () => {
    expect(codecCandidates('avc1.42c01f', { width: 640, height: 360 })).toContain('avc3.42c01f');
  });

  it("the container's own codec string comes last, when it differs", () => {
    expect(codecCandidates('vp09.00.00.08', undefined, 'vp09.00.21.08').at(-1)).toBe('vp09.00.21.08');
    expect(codecCandidates('mp4v.20.9', undefined, 'mp4v.20.9')).toEqual([]);
  });

  it.each(['av01.0.04M.08', 'vp8', 'mp4v.20.9'])('%s: nothing known to try', (codec) => {
    expect(codecCandidates(codec)).toEqual([]);
  });
});
