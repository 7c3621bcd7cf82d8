import { describe, expect, it } from 'vitest';
import { checkVerdict, checkWindows, type CheckVerdict, type TrackCheck, type WindowResult } from './videoCheck';

describe('checkWindows: the first and the last second, never the whole clip', () => {
  it.each([
    [
      0,
      60,
      [
        { start: 0, end: 1 },
        { start: 59, end: 60 },
      ],
    ],
    [
      0,
      2,
      [
        { start: 0, end: 1 },
        { start: 1, end: 2 },
      ],
    ],
    [
      0,
      1.5,
      [
        { start: 0, end: 1 },
        { start: 0.5, end: 1.5 },
      ],
    ],
    [0, 1, [{ start: 0, end: 1 }]],
    [0, 0.4, [{ start: 0, end: 0.4 }]],
    [
      0.5,
      10.5,
      [
        { start: 0.5, end: 1.5 },
        { start: 9.5, end: 10.5 },
      ],
    ], // a track that starts late
    [0, 0, []],
  ])('from %d to %d s', (first, end, windows) => expect(checkWindows(first, end)).toEqual(windows));
});

/** A track's two windows over 0-10 s: what each gave. */
const track = (head: Partial<WindowResult>, tail?: Partial<WindowResult>): WindowResult[] => [
  { window: { start: 0, end: 1 }, frames: 30, reached: 1, read: 'decoded', error: null, ...head },
  ...(tail === undefined
    ? []
    : [{ window: { start: 9, end: 10 }, frames: 30, reached: 10, read: 'decoded' as const, error: null, ...tail }]),
];
const good = track({}, {});

describe('checkVerdict', () => {
  it.each<[string, TrackCheck, TrackCheck, CheckVerdict]>([
    ['both ends decode, picture and sound', good, good, { damaged: false, sound: 'decodes' }],
    ['no sound track', good, 'none', { damaged: false, sound: 'none' }],
    ['sound this browser cannot decode: noted, not refused', good, 'no-decoder', { damaged: false, sound: 'no-decoder' }],
    [
      'a picture this browser cannot decode (HEVC): not checked, so not refused',
      'no-decoder',
      good,
      { damaged: false, sound: 'decodes' },
    ],
    [
      'damaged frames: the first second decodes to nothing',
      track({ frames: 0, reached: 0 }),
      good,
      { damaged: true, detail: 'the picture does not decode at 0.00 s-1.00 s: nothing decoded' },
    ],
    [
      "the decoder's error",
      track({}, { frames: 3, error: 'Decoding error.' }),
      good,
      { damaged: true, detail: 'the picture does not decode at 9.00 s-10.00 s: Decoding error.' },
    ],
    [
      'cut short after its index: the last second gives nothing',
      track({}, { frames: 0, reached: 0 }),
      good,
      { damaged: true, detail: 'the picture does not decode at 9.00 s-10.00 s: nothing decoded' },
    ],
    [
      'cut short inside the last second: its frames stop early',
      track({}, { frames: 12, reached: 9.4 }),
      good,
      { damaged: true, detail: 'the picture does not decode at its end: it stops at 9.40 s of 10.00 s' },
    ],
    [
      'a clip of one key frame, cut: its last packets cannot be read',
      track({}, { frames: 0, reached: 0, read: 'packets' }),
      good,
      { damaged: true, detail: 'the picture does not decode at 9.00 s-10.00 s: nothing read' },
    ],
    ['ends within a frame or two of the index: whole', track({}, { reached: 9.95 }), good, { damaged: false, sound: 'decodes' }],
    [
      'damaged sound under a good picture',
      good,
      track({ error: 'Decoding error.', frames: 0 }),
      { damaged: true, detail: 'the sound does not decode at 0.00 s-1.00 s: Decoding error.' },
    ],
    ['no picture at all', 'none', good, { damaged: true, detail: 'no picture' }],
  ])('%s', (_, picture, sound, verdict) => expect(checkVerdict({ picture, sound })).toEqual(verdict));
});
