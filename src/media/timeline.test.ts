import { describe, expect, it } from 'vitest';
import {
  buildTimeline,
  chosenMusicUrl,
  crossfadeOf,
  END_CARD_KEY,
  END_CARD_SECONDS,
  layersAt,
  formatClock,
  gainsFor,
  locate,
  PHOTO_SECONDS,
  previousIndex,
  segmentLabel,
  segmentMarks,
  seekKeyTarget,
  UNKNOWN_VIDEO_SECONDS,
  type TimelineClip,
} from './timeline';

const photo = (id: number, index: number, over: Partial<TimelineClip> = {}): TimelineClip => ({
  id,
  index,
  isImage: true,
  image: `/p${id}.jpg`,
  video: null,
  caption: '',
  audio_option: 0,
  trimStart: null,
  trimEnd: null,
  ...over,
});
const video = (id: number, index: number, over: Partial<TimelineClip> = {}): TimelineClip => ({
  id,
  index,
  isImage: false,
  image: `/v${id}.jpg`,
  video: `/v${id}.mp4`,
  caption: '',
  audio_option: 0,
  trimStart: null,
  trimEnd: null,
  ...over,
});

describe('gainsFor: the three sound options', () => {
  it.each([
    [0, { clip: 1, music: 1 }, 'music and clip sound'],
    [1, { clip: 0, music: 1 }, 'the clip muted'],
    [2, { clip: 1, music: 0 }, 'the music muted'],
  ] as const)('%i → %o (%s)', (option, gains, _what) => {
    expect(gainsFor(option)).toEqual(gains);
  });
});

describe('chosenMusicUrl', () => {
  const options = [
    { id: 0, name: 'No Music', url: null },
    { id: 1, name: 'Upbeat - Sunny Day', url: '/upbeat.mp3' },
    { id: 6, name: 'Celebration - Party Time', url: '/celebration.mp3' },
  ];
  it.each([
    ['the greeting’s track', { defaultMusicId: 6, defaultId: 1 }, '/celebration.mp3'],
    ["'No Music' (no url) → no track", { defaultMusicId: 0, defaultId: 1 }, null],
    ['no choice → the server default', { defaultMusicId: null, defaultId: 1 }, '/upbeat.mp3'],
    ['no choice and no default → no track', { defaultMusicId: null, defaultId: null }, null],
    ['an unknown id → no track', { defaultMusicId: 42, defaultId: 1 }, null],
  ])('%s', (_, ids, expected) => {
    expect(chosenMusicUrl({ options, ...ids })).toBe(expected);
  });
});

describe('buildTimeline', () => {
  it('the intro, then every clip in saved order; photos 4 s; videos as long as the file; each cross-fades in over the one before', () => {
    const t = buildTimeline({
      intro: '/intro.mp4',
      clips: [video(12, 2), photo(10, 0, { caption: 'Hi' }), photo(11, 1)],
      music: '/m.mp3',
      durations: { '/intro.mp4': 6, '/v12.mp4': 3.5 },
    });
    expect(t.segments.map((s) => [s.key, s.kind, s.start, s.duration, s.fadeIn, s.clipNumber])).toEqual([
      ['intro', 'intro', 0, 6, 0, null],
      ['clip-10', 'photo', 5.5, PHOTO_SECONDS, 0.5, 1],
      ['clip-11', 'photo', 9, PHOTO_SECONDS, 0.5, 2],
      ['clip-12', 'video', 12.5, 3.5, 0.5, 3],
    ]);
    expect(t.total).toBe(16);
    expect(t.segments[1]).toMatchObject({ src: '/p10.jpg', caption: 'Hi' });
    expect(t.segments[3]).toMatchObject({ src: '/v12.mp4', durationKnown: true });
    expect(t.music).toBe('/m.mp3');
    expect(t.clipCount).toBe(3);
    expect(t.skipped).toEqual([]);
  });

  it.each([
    ['option 0: music and clip sound', 0, { clip: 1, music: 1 }],
    ['option 1: the clip muted, music on', 1, { clip: 0, music: 1 }],
    ['option 2: the music muted, clip sound on', 2, { clip: 1, music: 0 }],
  ] as const)('per-clip gains, %s', (_, option, gains) => {
    const t = buildTimeline({ intro: null, clips: [video(1, 0, { audio_option: option })], music: '/m.mp3' });
    expect(t.segments[0].gains).toEqual(gains);
  });

  it('the intro plays its own sound under the music', () => {
    expect(buildTimeline({ intro: '/i.mp4', clips: [], music: '/m.mp3' }).segments[0].gains).toEqual({ clip: 1, music: 1 });
  });

  it('no music url → no track', () => {
    expect(buildTimeline({ intro: '/i.mp4', clips: [photo(1, 0)], music: null }).music).toBeNull();
  });

  it('a video of unknown length counts as a guess until its length is known', () => {
    const t = buildTimeline({ intro: null, clips: [video(1, 0)], music: null, durations: { '/v1.mp4': Infinity } });
    expect(t.segments[0]).toMatchObject({ duration: UNKNOWN_VIDEO_SECONDS, durationKnown: false });
  });

  it.each([
    ['start and end', { trimStart: 1, trimEnd: 3 }, 10, { from: 1, duration: 2, durationKnown: true }],
    ['start only', { trimStart: 2, trimEnd: null }, 10, { from: 2, duration: 8, durationKnown: true }],
    ['end only, length not yet known', { trimStart: null, trimEnd: 4 }, undefined, { from: 0, duration: 4, durationKnown: true }],
    ['an end past the file', { trimStart: null, trimEnd: 40 }, 10, { from: 0, duration: 10, durationKnown: true }],
  ])('a trimmed video plays its trimmed part (%s)', (_, trim, length, expected) => {
    const durations: Record<string, number> = length === undefined ? {} : { '/v1.mp4': length };
    expect(buildTimeline({ intro: null, clips: [video(1, 0, trim)], music: null, durations }).segments[0]).toMatchObject(
      expected,
    );
  });

  it('a failed clip is skipped and the rest close up; so is a video without a file', () => {
    const t = buildTimeline({
      intro: '/i.mp4',
      clips: [photo(1, 0), video(2, 1), photo(3, 2), video(4, 3, { video: null })],
      music: null,
      durations: { '/i.mp4': 2, '/v2.mp4': 3 },
      failed: new Set(['/v2.mp4']),
    });
    expect(t.segments.map((s) => [s.key, s.start, s.clipNumber])).toEqual([
      ['intro', 0, null],
      ['clip-1', 1.5, 1],
      ['clip-3', 5, 3],
    ]);
    expect(t.skipped).toEqual([
      { key: 'clip-2', clipNumber: 2 },
      { key: 'clip-4', clipNumber: 4 },
    ]);
    expect(t.clipCount).toBe(4);
  });

  it('a failed intro is skipped too', () => {
    const t = buildTimeline({ intro: '/i.mp4', clips: [photo(1, 0)], music: null, failed: new Set(['/i.mp4']) });
    expect(t.segments.map((s) => s.key)).toEqual(['clip-1']);
    expect(t.skipped).toEqual([{ key: 'intro', clipNumber: null }]);
  });

  it('no clips: the intro alone', () => {
    const t = buildTimeline({ intro: '/i.mp4', clips: [], music: '/m.mp3', durations: { '/i.mp4': 5 } });
    expect([t.segments.length, t.total, t.clipCount]).toEqual([1, 5, 0]);
  });

  it('nothing at all: an empty timeline', () => {
    expect(buildTimeline({ intro: null, clips: [], music: null })).toMatchObject({ segments: [], total: 0 });
  });
});

describe('the fade plan: cross-fades, photo holds and the end card', () => {
  it.each([
    ['two long parts: the full half second', 4, 6, 0.5],
    ['a short part before: half of it', 0.6, 4, 0.3],
    ['a short part after: half of it', 4, 0.4, 0.2],
    ['parts of no length: none', 0, 4, 0],
  ])('crossfadeOf: %s', (_what, previous, next, fade) => {
    expect(crossfadeOf(previous, next)).toBeCloseTo(fade, 9);
  });

  it('photos hold their 4 s each, the fades inside them; the film is shorter by the overlaps', () => {
    const t = buildTimeline({ intro: null, clips: [photo(1, 0), photo(2, 1), photo(3, 2)], music: null });
    expect(t.segments.map((s) => [s.start, s.duration, s.fadeIn])).toEqual([
      [0, 4, 0],
      [3.5, 4, 0.5],
      [7, 4, 0.5],
    ]);
    expect(t.total).toBe(11);
  });

  it('the end card closes the film: 3 s, fading in over the last part, credited to nobody in the timeline', () => {
    const t = buildTimeline({
      intro: '/i.mp4',
      clips: [photo(1, 0)],
      music: '/m.mp3',
      durations: { '/i.mp4': 5 },
      endCard: true,
    });
    expect(t.segments.map((s) => [s.key, s.kind, s.start, s.duration, s.fadeIn])).toEqual([
      ['intro', 'intro', 0, 5, 0],
      ['clip-1', 'photo', 4.5, 4, 0.5],
      [END_CARD_KEY, 'endCard', 8, END_CARD_SECONDS, 0.5],
    ]);
    expect(t.total).toBe(11);
    expect(t.segments[2]).toMatchObject({ src: '', clipNumber: null, gains: { clip: 0, music: 1 } });
  });

  it('no end card on an empty greeting or the intro alone, nor when not asked for', () => {
    expect(buildTimeline({ intro: null, clips: [], music: null, endCard: true }).segments).toEqual([]);
    expect(buildTimeline({ intro: '/i.mp4', clips: [], music: null, endCard: true }).segments.map((s) => s.kind)).toEqual([
      'intro',
    ]);
    expect(buildTimeline({ intro: null, clips: [photo(1, 0)], music: null }).segments.map((s) => s.kind)).toEqual(['photo']);
  });

  it.each([
    ['before the fade: the intro alone', 4.4, [{ index: 0, offset: 4.4, alpha: 1 }]],
    [
      "the fade's midpoint: the photo at half over the intro's last frames",
      4.75,
      [
        { index: 0, offset: 4.75, alpha: 1 },
        { index: 1, offset: 0.25, alpha: 0.5 },
      ],
    ],
    ['after the fade: the photo alone', 5.1, [{ index: 1, offset: 0.6, alpha: 1 }]],
    [
      'the end card fading in over the photo',
      8.1,
      [
        { index: 1, offset: 3.6, alpha: 1 },
        { index: 2, offset: 0.1, alpha: 0.2 },
      ],
    ],
  ])('layersAt: %s', (_what, seconds, expected) => {
    const t = buildTimeline({ intro: '/i.mp4', clips: [photo(1, 0)], music: null, durations: { '/i.mp4': 5 }, endCard: true });
    const { index, offset } = locate(t, seconds);
    const layers = layersAt(t.segments, index, offset);
    expect(layers.map((l) => l.index)).toEqual(expected.map((l) => l.index));
    layers.forEach((l, i) => {
      expect(l.offset).toBeCloseTo(expected[i].offset, 9);
      expect(l.alpha).toBeCloseTo(expected[i].alpha, 9);
    });
  });
});

describe('locate, previousIndex, segmentMarks', () => {
  // the intro 0-2, photo 1 from 1.5 (its fade over the intro's last half second), photo 2 from 5
  const t = buildTimeline({ intro: '/i.mp4', clips: [photo(1, 0), photo(2, 1)], music: null, durations: { '/i.mp4': 2 } });

  it.each([
    [0, { index: 0, offset: 0 }],
    [1.4, { index: 0, offset: 1.4 }],
    [1.5, { index: 1, offset: 0 }],
    [2, { index: 1, offset: 0.5 }],
    [6, { index: 2, offset: 1 }],
    [9, { index: 2, offset: 4 }],
    [99, { index: 2, offset: 4 }],
    [-3, { index: 0, offset: 0 }],
  ])('at %s s → the latest part to have started: %o', (seconds, expected) => {
    const at = locate(t, seconds);
    expect(at.index).toBe(expected.index);
    expect(at.offset).toBeCloseTo(expected.offset, 9);
  });

  it('an empty timeline has no segment', () => {
    expect(locate({ segments: [], total: 0 }, 3)).toEqual({ index: -1, offset: 0 });
  });

  it.each([
    ['just started a clip → the clip before', 2, 1, { index: 1, offset: 0 }],
    ['well into a clip → its start', 2, 3.5, { index: 2, offset: 0 }],
    ['the first → its start', 0, 0.5, { index: 0, offset: 0 }],
  ])('%s', (_, index, offset, expected) => {
    expect(previousIndex(index, offset)).toEqual(expected);
  });

  it('marks where each segment starts, as a fraction of the whole', () => {
    expect(segmentMarks(t)).toEqual([0, 1.5 / 9, 5 / 9]);
    expect(segmentMarks({ segments: [], total: 0 })).toEqual([]);
  });
});

describe('formatClock, segmentLabel, seekKeyTarget', () => {
  it.each([
    [0, '0:00'],
    [4.9, '0:04'],
    [59.99, '0:59'],
    [60, '1:00'],
    [125, '2:05'],
    [3600, '60:00'],
    [NaN, '0:00'],
    [-1, '0:00'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });

  it('names the intro and each clip with its caption', () => {
    const t = buildTimeline({ intro: '/i.mp4', clips: [photo(1, 0, { caption: 'Party time!' }), video(2, 1)], music: null });
    expect(t.segments.map((s) => segmentLabel(s, t.clipCount))).toEqual([
      'Intro animation',
      'Clip 1 of 2, photo: Party time!',
      'Clip 2 of 2, video',
    ]);
  });

  it.each([
    ['ArrowRight', 10, 15],
    ['ArrowUp', 10, 15],
    ['ArrowLeft', 10, 5],
    ['ArrowDown', 3, 0],
    ['ArrowRight', 19, 21],
    ['Home', 10, 0],
    ['End', 10, 21],
    ['a', 10, null],
    [' ', 10, null],
  ])('on the progress bar, %s at %s s of 21 s → %s', (key, time, expected) => {
    expect(seekKeyTarget(key, time, 21)).toBe(expected);
  });
});
