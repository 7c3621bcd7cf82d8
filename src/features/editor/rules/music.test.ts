import { describe, expect, it } from 'vitest';
import type { MusicOption } from '@/api/editor/schemas';
import {
  categoryOf,
  chosenMusic,
  currentMusicId,
  musicCategories,
  shouldSaveMusic,
  trackTitle,
  tracksInCategory,
  visibleTracks,
} from './music';

const tracks: MusicOption[] = [
  { id: 0, name: 'No Music', url: null },
  { id: 1, name: 'Upbeat - Sunny Day', url: '/a.mp3' },
  { id: 4, name: 'Calm - Gentle Breeze', url: '/b.mp3' },
  { id: 2, name: 'Upbeat - Happy Feet', url: '/c.mp3' },
  { id: 8, name: 'Classical - Minuet - Live', url: '/d.mp3' },
  { id: 9, name: 'Standalone', url: '/e.mp3' },
  { id: -2, name: 'Custom - Original Soundtrack', url: '/f.mp3' },
];

describe('music rules', () => {
  it.each([
    ['Upbeat - Sunny Day', 'Upbeat', 'Sunny Day'],
    ['Classical - Minuet - Live', 'Classical', 'Minuet - Live'],
    ['Standalone', null, 'Standalone'],
    ['Rock-Pop - Song', 'Rock-Pop', 'Song'],
    [' - Odd', null, ' - Odd'],
  ])('%j → category %j, title %j', (name, category, title) => {
    expect(categoryOf(name)).toBe(category);
    expect(trackTitle(name)).toBe(title);
  });

  it("categories: 'All' first, then by first appearance; the hidden option and no-music add none", () => {
    expect(musicCategories(tracks)).toEqual(['All', 'Upbeat', 'Calm', 'Classical']);
  });

  it('the option with id -2 is never listed', () => {
    expect(visibleTracks(tracks).map((t) => t.id)).not.toContain(-2);
    expect(tracksInCategory(tracks, 'All').map((t) => t.id)).toEqual([0, 1, 4, 2, 8, 9]);
  });

  it.each([
    ['Upbeat', [0, 1, 2]],
    ['Calm', [0, 4]],
    ['Classical', [0, 8]],
    ['Custom', [0]],
  ])('filter %s → %j (no music stays on top)', (category, ids) => {
    expect(tracksInCategory(tracks, category).map((t) => t.id)).toEqual(ids);
  });

  it.each([
    [{ defaultMusicId: 6, defaultId: 1 }, 6],
    [{ defaultMusicId: null, defaultId: 1 }, 1],
    [{ defaultMusicId: 0, defaultId: 1 }, 0],
    [{}, null],
  ])('current track of %j → %j', (music, id) => {
    expect(currentMusicId(music)).toBe(id);
  });

  it.each([
    [6, 6, false],
    [2, 6, true],
    [0, 6, true],
    [0, 0, false],
    [null, 6, false],
    [3, null, true],
  ])('chosen %j, current %j → save %s', (chosen, current, save) => {
    expect(shouldSaveMusic(chosen, current)).toBe(save);
  });

  it.each([
    [
      { defaultMusicId: 1, defaultId: 4 },
      { title: 'Sunny Day', category: 'Upbeat' },
    ],
    [
      { defaultMusicId: null, defaultId: 4 },
      { title: 'Gentle Breeze', category: 'Calm' },
    ],
    [
      { defaultMusicId: 9, defaultId: null },
      { title: 'Standalone', category: null },
    ],
    [
      { defaultMusicId: 0, defaultId: 4 },
      { title: 'No music', category: null },
    ],
    [
      { defaultMusicId: 77, defaultId: null },
      { title: 'No music', category: null },
    ],
    [
      { defaultMusicId: null, defaultId: null },
      { title: 'No music', category: null },
    ],
  ])('the chosen music of %j reads %j', (choice, shown) => {
    expect(chosenMusic({ options: tracks, ...choice })).toEqual(shown);
  });
});
