import { describe, expect, it } from 'vitest';
import type { Clip, Music } from '@/api/editor/schemas';
import { greetingSummary, probeOf, videosToMeasure } from './summary';

const base: Clip = {
  id: 1,
  isImage: true,
  image: '/p.jpg',
  video: null,
  introVid: false,
  caption: '',
  audio_option: 0,
  index: 0,
  trimStart: null,
  trimEnd: null,
  createdAt: null,
  contributorName: null,
};
let nextId = 1;
const photo = (): Clip => ({ ...base, id: nextId, index: nextId++ });
const video = (src: string, trim: Partial<Clip> = {}): Clip => ({
  ...base,
  id: nextId,
  index: nextId++,
  isImage: false,
  image: '/poster.jpg',
  video: src,
  ...trim,
});

const music: Music = {
  options: [
    { id: 0, name: 'No Music', url: null },
    { id: 3, name: 'Upbeat - Party Time', url: '/party.mp3' },
  ],
  defaultMusicId: 3,
  defaultId: 0,
};
const noMusic: Music = { ...music, defaultMusicId: 0 };
const known = { '/intro.mp4': 5, '/a.mp4': 12.6, '/b.webm': 61 };
const none = {};

describe("step 4's summary", () => {
  it.each([
    ['nothing yet, no intro', { videos: [], music: noMusic, introVideo: null }, none, [0, 0, 0, 'No music', '0:00']],
    ['the intro alone', { videos: [], music, introVideo: '/intro.mp4' }, known, [0, 0, 0, 'Party Time', '0:05']],
    [
      'photos count 4 s each, overlapping by their cross-fades, then the end card (12 − 1 + 2.5 s)',
      { videos: [photo(), photo(), photo()], music, introVideo: null },
      none,
      [3, 3, 0, 'Party Time', '0:13'],
    ],
    [
      'intro, photos and videos: 5 + 4 + 12.6 + 4 + 61 s − 4 fades + the end card',
      { videos: [photo(), video('/a.mp4'), photo(), video('/b.webm')], music, introVideo: '/intro.mp4' },
      known,
      [4, 2, 2, 'Party Time', '1:27'],
    ],
    [
      'a trimmed video counts its kept part',
      { videos: [video('/b.webm', { trimStart: 1, trimEnd: 11.5 })], music, introVideo: null },
      known,
      [1, 0, 1, 'Party Time', '0:13'],
    ],
    [
      'a trim set before the length is known',
      { videos: [video('/new.mp4', { trimStart: 2, trimEnd: 8 })], music, introVideo: null },
      none,
      [1, 0, 1, 'Party Time', '0:08'],
    ],
    [
      'a video still being measured',
      { videos: [photo(), video('/a.mp4')], music, introVideo: null },
      none,
      [2, 1, 1, 'Party Time', 'Working it out…'],
    ],
    [
      'the intro still being measured',
      { videos: [photo()], music, introVideo: '/intro.mp4' },
      none,
      [1, 1, 0, 'Party Time', 'Working it out…'],
    ],
    [
      'one measured, one still being measured',
      { videos: [video('/a.mp4'), video('/b.webm')], music, introVideo: null },
      { '/a.mp4': 12.6 },
      [2, 0, 2, 'Party Time', 'Working it out…'],
    ],
    [
      'a video whose file gives no length: at least the rest (5 + 4 + 12.6 − 1 + 2.5 s)',
      { videos: [photo(), video('/a.mp4'), video('/rec.webm')], music, introVideo: '/intro.mp4' },
      { ...known, '/rec.webm': 'unknown' as const },
      [3, 1, 2, 'Party Time', 'At least 0:23'],
    ],
    [
      'a video that will not load is skipped, as the preview skips it',
      { videos: [photo(), video('/broken.mp4')], music, introVideo: null },
      { '/broken.mp4': 'failed' as const },
      [2, 1, 1, 'Party Time', '0:06'],
    ],
  ])('%s', (_case, greeting, media, [clips, photos, videos, musicName, length]) => {
    expect(greetingSummary(greeting, media)).toEqual({ clips, photos, videos, music: musicName, length });
  });

  it.each([
    [6.04, 6.04],
    [Infinity, 'unknown'],
    [Number.NaN, 'unknown'],
    [0, 'unknown'],
  ])('a video read as %s seconds is probed as %s', (duration, probe) => {
    expect(probeOf(duration)).toBe(probe);
  });

  it('measures the intro and each video once; photos need no measuring', () => {
    const a = video('/a.mp4');
    expect(videosToMeasure({ videos: [photo(), a, { ...a, id: 99 }, video('/b.webm')], introVideo: '/intro.mp4' })).toEqual([
      '/intro.mp4',
      '/a.mp4',
      '/b.webm',
    ]);
    expect(videosToMeasure({ videos: [photo()], introVideo: null })).toEqual([]);
  });
});
