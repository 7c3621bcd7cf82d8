import { describe, expect, it } from 'vitest';
import {
  buildTimeline,
  chosenMusicUrl,
  formatClock,
  gainsFor,
  locate,
  PHOTO_SECONDS,
  previousIndex,
  segmentLabel,
  segmentMarks,
  seekKeyTarget,
  skippedNote,
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
  it('the intro, then every clip in saved order; photos 4 s; videos as long as the file', () => {
    const t = buildTimeline({
      intro: '/intro.mp4',
      clips: [video(12, 2), photo(10, 0, { caption: 'Hi' }), photo(11, 1)],
      music: '/m.mp3',
      durations: { '/intro.mp4': 6, '/v12.mp4': 3.5 },
    });
    expect(t.segments.map((s) => [s.key, s.kind, s.start, s.duration, s.clipNumber])).toEqual([
      ['intro', 'intro', 0, 6, null],
      ['clip-10', 'photo', 6, PHOTO_SECONDS, 1],
      ['clip-11', 'photo', 10, PHOTO_SECONDS, 2],
      ['clip-12', 'video', 14, 3.5, 3],
    ]);
    expect(t.total).toBe(17.5);
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
      ['clip-1', 2, 1],
      ['clip-3', 6, 3],
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

describe('locate, previousIndex, segmentMarks', () => {
  const t = buildTimeline({ intro: '/i.mp4', clips: [photo(1, 0), photo(2, 1)], music: null, durations: { '/i.mp4': 2 } });

  it.each([
    [0, { index: 0, offset: 0 }],
    [1.5, { index: 0, offset: 1.5 }],
    [2, { index: 1, offset: 0 }],
    [7, { index: 2, offset: 1 }],
    [10, { index: 2, offset: 4 }],
    [99, { index: 2, offset: 4 }],
    [-3, { index: 0, offset: 0 }],
  ])('at %s s → %o', (seconds, expected) => {
    expect(locate(t, seconds)).toEqual(expected);
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
    expect(segmentMarks(t)).toEqual([0, 0.2, 0.6]);
    expect(segmentMarks({ segments: [], total: 0 })).toEqual([]);
  });
});

describe('formatClock, segmentLabel, skippedNote, seekKeyTarget', () => {
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

  const intro = { key: 'intro', clipNumber: null };
  const clip = (n: number) => ({ key: `clip-${n}`, clipNumber: n });
  it.each([
    [[], null],
    [[clip(2)], "Clip 2 couldn't be loaded, so it is skipped."],
    [[clip(2), clip(4)], "Clips 2 and 4 couldn't be loaded, so they are skipped."],
    [[clip(1), clip(2), clip(5)], "Clips 1, 2 and 5 couldn't be loaded, so they are skipped."],
    [[intro], "The intro animation couldn't be loaded, so it is skipped."],
    [[intro, clip(3)], "The intro animation and clip 3 couldn't be loaded, so they are skipped."],
  ])('skipped %o → %s', (skipped, note) => {
    expect(skippedNote(skipped)).toBe(note);
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
