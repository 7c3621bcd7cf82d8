import type { Segment, Timeline } from './timeline';

// What the finished video's sound is made of, from the same timeline the instant preview follows:
// each video's own sound where its option keeps it (0 and 2), cross-fading as the pictures do, and
// the music under the whole greeting following one envelope: in over the first second, out over the
// last two (silent exactly at the end), muted under option 2, ducked under a clip whose own sound
// plays with it. A track shorter than the film loops, each pass cross-fading into the next. Pure:
// the renderer's mixer and the preview's Web Audio graph follow the same numbers.

/** The music fades in over the film's first second… */
export const MUSIC_FADE_IN_SECONDS = 1;
/** …and out over its last two, reaching silence exactly at its end (the end card is the last 3 s). */
export const MUSIC_FADE_OUT_SECONDS = 2;
/** Under a clip whose own sound plays with it (option 0), the music dips this much: -12 dB. */
export const DUCK_GAIN = 10 ** (-12 / 20);
/** How long the music takes to move between levels (ducking, muting and back). */
export const LEVEL_RAMP_SECONDS = 0.3;
/** Each pass of a looped track starts where the previous one's last this-many seconds begin (the tracks end at a phrase end). */
export const LOOP_CROSSFADE_SECONDS = 1.5;
/** A track shorter than this plays once rather than loop (a blip looped hundreds of times is not music). */
export const MIN_LOOP_SECONDS = 1;
/** A sound that starts or stops with no cross-fade still fades over this long, so it never clicks. */
export const EDGE_FADE_SECONDS = 0.01;

/** A stretch of one file's sound placed on the greeting, fading in and out (equal power: sin, cos). */
export type SoundSpan = {
  /** The segment's key ('intro', 'clip-12'). */
  key: string;
  src: string;
  /** Seconds on the greeting where it starts. */
  at: number;
  /** Seconds into the file where it starts (a trimmed clip's start). */
  from: number;
  duration: number;
  /** Seconds it fades in over from `at` (its part's cross-fade over the part before). */
  fadeIn: number;
  /** Seconds it fades out over before its end (the next part's cross-fade in). */
  fadeOut: number;
};

/** One point of the music's level: linear between points, the first and last held before and after. */
export type EnvelopePoint = { at: number; gain: number };

export type AudioPlan = {
  total: number;
  /** Video sound, in greeting order; clips muted by their option (and photos, the end card) are left out. */
  sounds: SoundSpan[];
  /** The track under the whole greeting and its level over time; null: no music. */
  music: { src: string; envelope: EnvelopePoint[] } | null;
};

/** One pass of the music track: `duration` seconds from `from` in the file, placed at `at` on the greeting. */
export type MusicPass = { at: number; from: number; duration: number; fadeIn: number; fadeOut: number };

/** What the music asks of a part: silent under option 2, ducked under a video heard with it, else full. */
export function musicLevelOf(segment: Pick<Segment, 'kind' | 'gains'>): number {
  if (segment.gains.music === 0) return 0;
  if (segment.kind === 'video' && segment.gains.clip === 1) return DUCK_GAIN;
  return 1;
}

const round = (t: number) => Math.round(t * 1e6) / 1e6;

/**
 * The music's level part by part, its ramps placed in the cross-fades: a part that wants the music
 * lower takes it down from the moment it starts fading in; a part that let it back up has it return
 * by the moment the part before has faded out. So the music is low all the while a quieter part is
 * heard.
 */
function levelPoints(segments: readonly Segment[]): EnvelopePoint[] {
  if (segments.length === 0) return [];
  const points: EnvelopePoint[] = [{ at: 0, gain: musicLevelOf(segments[0]) }];
  let free = 0;
  for (let i = 1; i < segments.length; i++) {
    const from = musicLevelOf(segments[i - 1]);
    const to = musicLevelOf(segments[i]);
    if (from === to) continue;
    const { start, fadeIn } = segments[i];
    let a = to < from ? start : start + fadeIn - LEVEL_RAMP_SECONDS;
    // very short parts: a ramp waits for the one before it to end
    a = Math.max(a, free);
    const b = a + LEVEL_RAMP_SECONDS;
    points.push({ at: round(a), gain: from }, { at: round(b), gain: to });
    free = b;
  }
  return points;
}

/** Linear between points; before the first and after the last, held. */
export function musicGainAt(envelope: readonly EnvelopePoint[], seconds: number): number {
  const n = envelope.length;
  if (n === 0) return 0;
  if (seconds <= envelope[0].at) return envelope[0].gain;
  if (seconds >= envelope[n - 1].at) return envelope[n - 1].gain;
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (envelope[mid].at <= seconds) lo = mid;
    else hi = mid;
  }
  const a = envelope[lo];
  const b = envelope[hi];
  const span = b.at - a.at;
  return span <= 0 ? b.gain : a.gain + ((b.gain - a.gain) * (seconds - a.at)) / span;
}

/** The film's fade in and out on its own: 0 at both ends, full between. */
function fadeShapeAt(total: number, t: number): number {
  return Math.max(0, Math.min(1, t / MUSIC_FADE_IN_SECONDS, (total - t) / MUSIC_FADE_OUT_SECONDS));
}

/**
 * The music's envelope over the whole film: the parts' levels times the fade in and out, as points
 * (linear between them). It starts at 0 and ends at 0 exactly at `total`.
 */
export function musicEnvelope(segments: readonly Segment[], total: number): EnvelopePoint[] {
  if (!(total > 0)) return [{ at: 0, gain: 0 }];
  const levels = levelPoints(segments);
  // where the fade in meets the fade out, in a film shorter than both
  const meet = (total * MUSIC_FADE_IN_SECONDS) / (MUSIC_FADE_IN_SECONDS + MUSIC_FADE_OUT_SECONDS);
  const times = new Set<number>([
    0,
    total,
    Math.min(MUSIC_FADE_IN_SECONDS, meet),
    Math.max(total - MUSIC_FADE_OUT_SECONDS, meet),
  ]);
  for (const p of levels) if (p.at > 0 && p.at < total) times.add(p.at);
  return [...times]
    .map(round)
    .sort((a, b) => a - b)
    .filter((t, i, all) => i === 0 || t !== all[i - 1])
    .map((at) => ({ at, gain: round(musicGainAt(levels, at) * fadeShapeAt(total, at)) }));
}

/** Equal-power fade: 0 → 1 as `u` goes 0 → 1 (sin), so two sounds cross-fading keep their loudness. */
export function equalPower(u: number): number {
  if (u <= 0) return 0;
  if (u >= 1) return 1;
  return Math.sin((Math.PI / 2) * u);
}

/**
 * A span's (or a music pass's) own fade at `seconds` on the greeting: rising over its `fadeIn`,
 * falling over its `fadeOut`, equal power; 0 outside it. The preview sets its <video>'s volume to
 * this for a clip's span.
 */
export function fadeGainAt(item: Pick<SoundSpan, 'at' | 'duration' | 'fadeIn' | 'fadeOut'>, seconds: number): number {
  const into = seconds - item.at;
  const left = item.at + item.duration - seconds;
  if (into < 0 || left < 0) return 0;
  const rise = item.fadeIn > 0 ? equalPower(into / item.fadeIn) : 1;
  const fall = item.fadeOut > 0 ? equalPower(left / item.fadeOut) : 1;
  return rise * fall;
}

/** A fade at least EDGE_FADE_SECONDS long, and no longer than half the span. */
const edge = (fade: number, duration: number) => Math.min(Math.max(fade, EDGE_FADE_SECONDS), duration / 2);

export function audioPlan(timeline: Pick<Timeline, 'segments' | 'total' | 'music'>): AudioPlan {
  const { segments, total } = timeline;
  const sounds = segments.flatMap((s, i) =>
    s.kind === 'photo' || s.kind === 'endCard' || s.gains.clip !== 1
      ? []
      : [
          {
            key: s.key,
            src: s.src,
            at: s.start,
            from: s.from,
            duration: s.duration,
            fadeIn: edge(s.fadeIn, s.duration),
            // over the next part's cross-fade in (the part itself ends as that fade ends)
            fadeOut: edge(segments[i + 1]?.fadeIn ?? 0, s.duration),
          },
        ],
  );
  return {
    total,
    sounds,
    music: timeline.music ? { src: timeline.music, envelope: musicEnvelope(segments, total) } : null,
  };
}

/**
 * How a track of `trackSeconds` covers a film of `filmSeconds`: once, cut by the fade out, when it
 * is long enough; else pass after pass, each starting where the previous one's last
 * LOOP_CROSSFADE_SECONDS begin, the two cross-fading at equal power (no gap, no click).
 */
export function musicPasses(trackSeconds: number, filmSeconds: number): MusicPass[] {
  if (!(trackSeconds > 0) || !(filmSeconds > 0)) return [];
  if (trackSeconds >= filmSeconds || trackSeconds < MIN_LOOP_SECONDS) {
    return [{ at: 0, from: 0, duration: Math.min(trackSeconds, filmSeconds), fadeIn: 0, fadeOut: 0 }];
  }
  const overlap = Math.min(LOOP_CROSSFADE_SECONDS, trackSeconds / 2);
  const step = trackSeconds - overlap;
  const passes: MusicPass[] = [];
  for (let k = 0; k * step < filmSeconds; k++) {
    const at = round(k * step);
    const last = at + trackSeconds >= filmSeconds;
    passes.push({
      at,
      from: 0,
      duration: round(last ? filmSeconds - at : trackSeconds),
      fadeIn: k === 0 ? 0 : overlap,
      fadeOut: last ? 0 : overlap,
    });
    if (last) break;
  }
  return passes;
}
