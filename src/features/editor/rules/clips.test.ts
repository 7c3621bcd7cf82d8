import { describe, expect, it } from 'vitest';
import { applyOrder, clipName, moveBy, moveTo, parseTrim } from './clips';

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
    [[4, 3, 2, 1], [4, 3, 2, 1]],
    [[2, 1], [2, 1, 3, 4]],
    [[9, 3, 1, 2, 4], [3, 1, 2, 4]],
    [[], [1, 2, 3, 4]],
  ])('order %j → %j', (order, expected) => {
    expect(ids(applyOrder(clips, order))).toEqual(expected);
  });

  it('follows the server index when there is no local order', () => {
    expect(ids(applyOrder([{ id: 7, index: 2 }, { id: 8, index: 0 }], null))).toEqual([8, 7]);
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
    [{ isImage: true }, 1, 'Photo 1'],
    [{ isImage: false }, 3, 'Video 3'],
  ])('%j at %i is called %s', (clip, position, name) => {
    expect(clipName(clip, position)).toBe(name);
  });

  it.each([
    [{ start: '', end: '' }, { trim: null }],
    [{ start: '1', end: '4.5' }, { trim: { trimStart: 1, trimEnd: 4.5 } }],
    [{ start: '', end: '3' }, { trim: { trimStart: 0, trimEnd: 3 } }],
    [{ start: '-1', end: '3' }, { error: 'Enter the start in seconds (0 or more).' }],
    [{ start: '4', end: '3' }, { error: 'The end must come after the start.' }],
    [{ start: '1', end: '' }, { error: 'The end must come after the start.' }],
    [{ start: 'x', end: '3' }, { error: 'Enter the start in seconds (0 or more).' }],
  ])('trim fields %j → %j', (input, result) => {
    expect(parseTrim(input)).toEqual(result);
  });
});
