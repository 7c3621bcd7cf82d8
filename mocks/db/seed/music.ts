import type { MusicRow } from '../types';
import { media } from './media';

export const NO_MUSIC_ID = 0;
export const HIDDEN_MUSIC_ID = -2;
export const DEFAULT_MUSIC_ID = 1;

/**
 * The demo tracks, in the order the music list shows them ('Category - Title': the category is
 * the part before the first ' - '). Each name has a file of its own under public/media/music, made
 * by `npm run media:demo` (scripts/demo-media/tracks.ts: 60-70 s of AAC in MP4, a whole number of
 * bars ending on the tonic, so a track can loop at its end with a cross-fade; each file's
 * metadata says its tempo and bar length). The hidden 'Custom' track (id -2) has its own too.
 */
export const MUSIC_TRACKS: readonly { id: number; name: string; file: string }[] = [
  { id: 1, name: 'Upbeat - Sunny Day', file: 'sunny-day.m4a' },
  { id: 6, name: 'Celebration - Party Time', file: 'party-time.m4a' },
  { id: 2, name: 'Party - Dance Floor', file: 'dance-floor.m4a' },
  { id: 4, name: 'Calm - Gentle Breeze', file: 'gentle-breeze.m4a' },
  { id: 5, name: 'Calm - Quiet Morning', file: 'quiet-morning.m4a' },
  { id: 3, name: 'Romantic - Moonlit', file: 'moonlit.m4a' },
  { id: 10, name: 'Lullaby - Starlight', file: 'starlight.m4a' },
  { id: 8, name: 'Classical - Minuet', file: 'minuet.m4a' },
  { id: 9, name: 'Classical - Sweet Waltz', file: 'sweet-waltz.m4a' },
  { id: 7, name: 'Holiday - Snowfall', file: 'snowfall.m4a' },
  { id: HIDDEN_MUSIC_ID, name: 'Custom - Original Soundtrack', file: 'original-soundtrack.m4a' },
];

export function seedMusic(): MusicRow[] {
  return [
    { id: NO_MUSIC_ID, name: 'No Music', url: null },
    ...MUSIC_TRACKS.map(({ id, name, file }) => ({ id, name, url: media.music(file) })),
  ];
}
