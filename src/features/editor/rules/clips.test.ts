import { describe, expect, it } from 'vitest';
import {
  applyOrder,
  clipLabels,
  clipThumbnail,
  moveBy,
  moveTo,
  parseTrim,
  replacedOrder,
  resumeOrder,
  TRIM_MESSAGES,
  trimLength,
} from './clips';

const clips = [
  { id: 1, index: 0 },
  { id: 2, index: 1 },
  { id: 3, index: 2 },
  { id: 4, index: 3 },
];
const ids = (list: { id: number }[]) => list.map((c) => c.id);

describe('clip order', () => {
  it.each([
    [null, [1, 2, 3, 4]],
    [
      [4, 3, 2, 1],
      [4, 3, 2, 1],
    ],
    [
      [2, 1],
      [2, 1, 3, 4],
    ],
    [
      [9, 3, 1, 2, 4],
      [3, 1, 2, 4],
    ],
    [[], [1, 2, 3, 4]],
  ])('order %j → %j', (order, expected) => {
    expect(ids(applyOrder(clips, order))).toEqual(expected);
  });

  it.each([
    ['nothing kept', null, null],
    ['not a list', { 0: 2 }, null],
    ['not ids', ['2', '1'], null],
    ['the order the server has', [1, 2, 3, 4], null],
    ['a move the server never got', [2, 1, 3, 4], [2, 1, 3, 4]],
    ['a clip deleted since', [9, 2, 1, 3, 4], [2, 1, 3, 4]],
    ['a clip added since (it follows)', [4, 3, 2], [4, 3, 2, 1]],
    ['an empty list', [], null],
  ])('a kept order, %s: %j → resend %j', (_, kept, expected) => {
    expect(resumeOrder(clips, kept)).toEqual(expected);
  });

  it('follows the server index when there is no local order', () => {
    expect(
      ids(
        applyOrder(
          [
            { id: 7, index: 2 },
            { id: 8, index: 0 },
          ],
          null,
        ),
      ),
    ).toEqual([8, 7]);
  });

  it.each([
    [2, -1, [2, 1, 3, 4]],
    [2, 1, [1, 3, 2, 4]],
    [1, -1, [1, 2, 3, 4]],
    [4, 1, [1, 2, 3, 4]],
    [1, 10, [2, 3, 4, 1]],
    [9, 1, [1, 2, 3, 4]],
  ])('move %i by %i → %j', (id, delta, expected) => {
    expect(moveBy([1, 2, 3, 4], id, delta)).toEqual(expected);
  });

  it.each([
    [0, 3, [2, 3, 4, 1]],
    [3, 0, [4, 1, 2, 3]],
    [1, 1, [1, 2, 3, 4]],
    [0, 9, [1, 2, 3, 4]],
  ])('move from %i to %i → %j', (from, to, expected) => {
    expect(moveTo([1, 2, 3, 4], from, to)).toEqual(expected);
  });

  it.each([
    [{ start: '', end: '' }, null, { trim: null }],
    [{ start: '1', end: '4.5' }, null, { trim: { trimStart: 1, trimEnd: 4.5 } }],
    [{ start: '', end: '3' }, null, { trim: { trimStart: 0, trimEnd: 3 } }],
    [{ start: '-1', end: '3' }, null, { error: 'Enter the start in seconds (0 or more).' }],
    [{ start: '4', end: '3' }, null, { error: 'The end must come after the start.' }],
    [{ start: '1', end: '' }, null, { error: 'The end must come after the start.' }],
    [{ start: 'x', end: '3' }, null, { error: 'Enter the start in seconds (0 or more).' }],
    // against the video's real length (loadedmetadata)
    [{ start: '1', end: '' }, 6.04, { trim: { trimStart: 1, trimEnd: 6.1 } }],
    [{ start: '', end: '6.1' }, 6.04, { trim: { trimStart: 0, trimEnd: 6.1 } }],
    [{ start: '', end: '6.2' }, 6.04, { error: 'The end can be at most 6.1 seconds: that is how long the video is.' }],
    [{ start: '7', end: '' }, 6.04, { error: 'The end must come after the start.' }],
    [{ start: '2', end: '5' }, Number.POSITIVE_INFINITY, { trim: { trimStart: 2, trimEnd: 5 } }],
    [{ start: '2', end: '' }, Number.NaN, { error: 'The end must come after the start.' }],
  ])('trim fields %j with a video of %s s → %j', (input, duration, result) => {
    expect(parseTrim(input, duration)).toEqual(result);
  });

  it.each([
    [6.04, 6.1],
    [6, 6],
    [0.01, 0.1],
    [0, null],
    [-1, null],
    [Number.POSITIVE_INFINITY, null],
    [Number.NaN, null],
    [null, null],
  ])('a video of %s s has a trim length of %s', (duration, length) => {
    expect(trimLength(duration)).toBe(length);
  });

  it('says the longest end in the message', () =>
    expect(TRIM_MESSAGES.tooLong(12)).toBe('The end can be at most 12.0 seconds: that is how long the video is.'));
});

describe('clip names: stable while clips move', () => {
  const when = (d: Date) => d.toISOString().slice(5, 16).replace('T', ' ');
  const photo = (id: number, caption = '', createdAt: string | null = null) => ({ id, isImage: true, caption, createdAt });
  const video = (id: number, caption = '', createdAt: string | null = null) => ({ id, isImage: false, caption, createdAt });
  const names = (clips: Parameters<typeof clipLabels>[0]) => clips.map((c) => clipLabels(clips, when).get(c.id));

  it.each([
    ['the caption first', [photo(1, 'Best day ever'), video(2, '  Cake  ')], ['Best day ever', 'Cake']],
    [
      'else kind and when it was added',
      [video(7, '', '2024-03-05T14:05:00Z'), photo(3, ' ', '2024-03-04T09:00:00Z')],
      ['Video added 03-05 14:05', 'Photo added 03-04 09:00'],
    ],
    [
      'else kind and order of adding (by id)',
      [video(9), photo(5), video(4), photo(2)],
      ['Video 2', 'Photo 2', 'Video 1', 'Photo 1'],
    ],
    ['a bad date counts as none', [photo(1, '', 'yesterday')], ['Photo 1']],
    [
      'shared names get (2), (3) in order of adding',
      [photo(8, 'Us'), photo(3, 'Us'), video(5, 'Us')],
      ['Us (3)', 'Us', 'Us (2)'],
    ],
    [
      'same minute, told apart',
      [video(2, '', '2024-03-05T14:05:10Z'), video(1, '', '2024-03-05T14:05:40Z')],
      ['Video added 03-05 14:05 (2)', 'Video added 03-05 14:05'],
    ],
  ] as const)('%s', (_name, clips, expected) => {
    expect(names(clips)).toEqual(expected);
  });

  it('a move changes no name', () => {
    const clips = [photo(1), video(2), photo(3, 'Party')];
    const before = clipLabels(clips, when);
    const after = clipLabels([clips[2], clips[0], clips[1]], when);
    expect([...after].sort()).toEqual([...before].sort());
  });
});

describe('clip thumbnails', () => {
  const svg = `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg/>')}`;
  it.each([
    ['a photo shows itself', { isImage: true, image: '/p.jpg', video: null }, { kind: 'image', src: '/p.jpg' }],
    [
      'a video with a real thumbnail shows it',
      { isImage: false, image: '/v.jpg', video: '/v.mp4' },
      { kind: 'image', src: '/v.jpg' },
    ],
    [
      'a video with a drawn stand-in shows a frame of itself',
      { isImage: false, image: svg, video: '/v.webm' },
      { kind: 'video-frame', src: '/v.webm#t=0.1', fallback: svg },
    ],
    [
      'a video with an .svg thumbnail too',
      { isImage: false, image: '/thumb.svg', video: '/v.mp4' },
      { kind: 'video-frame', src: '/v.mp4#t=0.1', fallback: '/thumb.svg' },
    ],
    [
      'a video with no thumbnail',
      { isImage: false, image: '', video: '/v.mp4' },
      { kind: 'video-frame', src: '/v.mp4#t=0.1', fallback: '' },
    ],
    ['a video with no file keeps its picture', { isImage: false, image: svg, video: null }, { kind: 'image', src: svg }],
  ] as const)('%s', (_name, clip, expected) => {
    expect(clipThumbnail(clip)).toEqual(expected);
  });
});

describe('replacedOrder: a replacement takes the replaced clip’s place', () => {
  it.each([
    ['in the middle', [1, 2, 3, 9], 2, 9, [1, 9, 3]],
    ['first', [1, 2, 3, 9], 1, 9, [9, 2, 3]],
    ['last', [1, 2, 9], 2, 9, [1, 9]],
    ['the replaced one already gone: the new one stays last', [1, 3, 9], 2, 9, [1, 3, 9]],
    ['the new one not in the list yet', [1, 2, 3], 2, 9, [1, 9, 3]],
  ])('%s', (_what, ids, replaced, replacement, expected) => {
    expect(replacedOrder(ids, replaced, replacement)).toEqual(expected);
  });
});
