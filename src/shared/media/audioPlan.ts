import type { Timeline } from './timeline';

// What the finished video's sound is made of, from the same timeline the instant preview follows:
// each video's own sound where its option keeps it (0 and 2), and the music under the whole greeting
// at the level each part asks for (muted under option 2). Pure; the renderer's mixer follows it.

/** How quickly the music moves to a new level: the time constant of its fade (the preview's too). */
export const MUSIC_FADE_SECONDS = 0.08;

/** A stretch of one file's sound placed on the greeting. */
export type SoundSpan = {
  key: string;
  src: string;
  /** Seconds on the greeting where it starts. */
  at: number;
  /** Seconds into the file where it starts (a trimmed clip's start). */
  from: number;
  duration: number;
};

/** The music's level from `at` until the next level (0 silent, 1 full). */
export type MusicLevel = { at: number; level: 0 | 1 };

export type AudioPlan = {
  total: number;
  /** Video sound, in greeting order; clips muted by their option are left out. */
  sounds: SoundSpan[];
  /** The track under the whole greeting (looped), and its levels; null: no music. */
  music: { src: string; levels: MusicLevel[] } | null;
};

export function audioPlan(timeline: Pick<Timeline, 'segments' | 'total' | 'music'>): AudioPlan {
  const sounds = timeline.segments
    .filter((s) => s.kind !== 'photo' && s.gains.clip === 1)
    .map((s) => ({ key: s.key, src: s.src, at: s.start, from: s.from, duration: s.duration }));
  const levels: MusicLevel[] = [];
  for (const s of timeline.segments) {
    if (levels.at(-1)?.level !== s.gains.music) levels.push({ at: s.start, level: s.gains.music });
  }
  return { total: timeline.total, sounds, music: timeline.music ? { src: timeline.music, levels } : null };
}

/** The level the music heads for at `seconds` (before its fade). */
export function musicTargetAt(levels: readonly MusicLevel[], seconds: number): 0 | 1 {
  let level: 0 | 1 = levels[0]?.level ?? 1;
  for (const l of levels) {
    if (l.at > seconds) break;
    level = l.level;
  }
  return level;
}

/**
 * How far one sample moves the level toward its target, at `sampleRate`: the same exponential
 * approach as Web Audio's setTargetAtTime with MUSIC_FADE_SECONDS, which the preview uses.
 */
export function fadeStep(sampleRate: number): number {
  return 1 - Math.exp(-1 / (MUSIC_FADE_SECONDS * sampleRate));
}
