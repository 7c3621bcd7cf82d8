import { describe, expect, it } from 'vitest';
import { initialPlaylist, playlistReducer, type PlaylistEvent, type PlaylistState } from './playlist';

const state = (order: number[], autoPlay: boolean, endedInRow: number, picked = false): PlaylistState => ({
  order,
  autoPlay,
  endedInRow,
  picked,
});
const play: PlaylistEvent = { type: 'play' };
const ended: PlaylistEvent = { type: 'ended' };
const pick = (index: number): PlaylistEvent => ({ type: 'pick', index });

/** The state after each event in turn. */
const run = (from: PlaylistState, events: PlaylistEvent[]) => events.reduce(playlistReducer, from);

describe('the playlist plays each video once, then stops instead of looping for ever', () => {
  it('starts on the first video, waiting for a press', () => {
    expect(initialPlaylist(3)).toEqual(state([0, 1, 2], false, 0));
  });

  it.each<[string, PlaylistState, PlaylistEvent, PlaylistState]>([
    ["the visitor's press on play starts a round", state([0, 1, 2], false, 0), play, state([0, 1, 2], true, 0)],
    ['a video starting on its own continues the round', state([1, 2, 0], true, 1), play, state([1, 2, 0], true, 1)],
    ['a press after a stop starts a new round', state([0, 1, 2], false, 3), play, state([0, 1, 2], true, 0)],
    ['a video ends mid-round: the next plays on its own', state([0, 1, 2], true, 0), ended, state([1, 2, 0], true, 1)],
    ['the second of three ends: the last plays', state([1, 2, 0], true, 1), ended, state([2, 0, 1], true, 2)],
    ['the last of the round ends: back to the first, stopped', state([2, 0, 1], true, 2), ended, state([0, 1, 2], false, 3)],
    ['a one-video playlist stops when it ends', state([0], true, 0), ended, state([0], false, 1)],
    ['a pick plays at once and starts a new round', state([1, 2, 0, 3], true, 1), pick(1), state([0, 2, 3, 1], true, 0, true)],
    ['a pick while stopped plays', state([0, 1, 2], false, 3), pick(0), state([1, 2, 0], true, 0, true)],
    ['an ended pick gives focus back to no one', state([2, 0, 1], true, 0, true), ended, state([0, 1, 2], true, 1)],
    ['a pick outside the queue changes nothing', state([0, 1, 2], true, 1), pick(3), state([0, 1, 2], true, 1)],
  ])('%s', (_name, before, event, after) => {
    expect(playlistReducer(before, event)).toEqual(after);
  });

  it.each([1, 2, 5, 8])('%i videos: a press plays each once, then the playlist rests on the first, stopped', (count) => {
    const start = playlistReducer(initialPlaylist(count), play);
    const afterRound = run(
      start,
      Array.from({ length: count }, () => ended),
    );
    expect(afterRound.autoPlay).toBe(false);
    expect(afterRound.order).toEqual(initialPlaylist(count).order);
    // every video but the last ended with the next one playing on its own
    for (let n = 1; n < count; n++)
      expect(
        run(
          start,
          Array.from({ length: n }, () => ended),
        ).autoPlay,
      ).toBe(true);
  });

  it('after a pick, a full round counts from the picked video', () => {
    const picked = run(playlistReducer(initialPlaylist(5), play), [ended, pick(2)]);
    expect(picked.order[0]).toBe(4);
    expect(run(picked, [ended, ended, ended, ended]).autoPlay).toBe(true);
    expect(run(picked, [ended, ended, ended, ended, ended]).autoPlay).toBe(false);
  });
});
