import type { MusicRow } from '../types';
import { media } from './media';

export const NO_MUSIC_ID = 0;
export const HIDDEN_MUSIC_ID = -2;
export const DEFAULT_MUSIC_ID = 1;

export function seedMusic(): MusicRow[] {
  return [
    { id: NO_MUSIC_ID, name: 'No Music', url: null },
    { id: 1, name: 'Upbeat - Sunny Day', url: media.music('upbeat.mp3') },
    { id: 2, name: 'Upbeat - Happy Feet', url: media.music('upbeat.mp3') },
    { id: 3, name: 'Upbeat - Road Trip', url: media.music('celebration.mp3') },
    { id: 4, name: 'Calm - Gentle Breeze', url: media.music('calm.mp3') },
    { id: 5, name: 'Calm - Quiet Morning', url: media.music('calm.mp3') },
    { id: 6, name: 'Celebration - Party Time', url: media.music('celebration.mp3') },
    { id: 7, name: 'Celebration - Confetti Pop', url: media.music('upbeat.mp3') },
    { id: 8, name: 'Classical - Minuet', url: media.music('classical.m4a') },
    { id: 9, name: 'Classical - Sweet Waltz', url: media.music('classical.m4a') },
    { id: HIDDEN_MUSIC_ID, name: 'Custom - Original Soundtrack', url: media.music('calm.mp3') },
  ];
}
