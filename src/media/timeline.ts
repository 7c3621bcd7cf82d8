// The greeting's sequencing: what plays when, and at which volume. Pure, so the instant preview
// and the renderer of the finished video follow the same one (part 2 §3 Clip audio_option and
// Music; part 1 §5 and part 2 §5: photos 4 s each). Shapes are the API's, written structurally
// (shared/ sits below api/).

/** Spec part 2 §3: 0 = background music plus video sound, 1 = mute video sound, 2 = mute background music. */
export type AudioOption = 0 | 1 | 2;

/** Spec: photos display 4 seconds each. */
export const PHOTO_SECONDS = 4;
/** A video's length until its metadata has loaded (or when the file does not say). */
export const UNKNOWN_VIDEO_SECONDS = 5;
/** 'Previous' within this many seconds of a clip's start goes to the clip before; later, back to its start. */
export const PREVIOUS_RESTART_SECONDS = 3;
/** The arrow keys on the progress bar move this many seconds (a 0.1 s step would barely move). */
export const SEEK_STEP_SECONDS = 5;
/** The key of the intro segment. */
export const INTRO_KEY = 'intro';
/** The key of the end card. */
export const END_CARD_KEY = 'end-card';
/** Each part cross-fades into the one before it over this long (at most half of either part). */
export const CROSSFADE_SECONDS = 0.5;
/** The end card ('With love from…') holds this long, the music fading out under it. */
export const END_CARD_SECONDS = 3;

export type Gains = { clip: 0 | 1; music: 0 | 1 };

/** 0 = background music plus video sound, 1 = mute video sound, 2 = mute background music. */
export function gainsFor(option: AudioOption): Gains {
  if (option === 1) return { clip: 0, music: 1 };
  if (option === 2) return { clip: 1, music: 0 };
  return { clip: 1, music: 1 };
}

/** The greeting's chosen track (defaultMusicId, else the server default); no url means no music. */
type MusicChoice = {
  options: readonly { id: number; url: string | null }[];
  defaultMusicId?: number | null;
  defaultId?: number | null;
};

export function chosenMusicUrl(music: MusicChoice): string | null {
  const id = music.defaultMusicId ?? music.defaultId;
  if (id === null || id === undefined) return null;
  return music.options.find((o) => o.id === id)?.url ?? null;
}

/** A clip as the timeline reads it (the API's Clip has these fields). */
export type TimelineClip = {
  id: number;
  isImage: boolean;
  /** The thumbnail; the photo itself for a photo. */
  image: string;
  video: string | null;
  caption: string;
  audio_option: AudioOption;
  /** Position in the saved order. */
  index: number;
  trimStart: number | null;
  trimEnd: number | null;
  /** The first name an invitee gave with it (the notes name clips as the clip list does). */
  contributorName?: string | null;
};

export type SegmentKind = 'intro' | 'video' | 'photo' | 'endCard';

export type Segment = {
  key: string;
  kind: SegmentKind;
  /** The media to show: a video file, or the photo; '' for the end card (drawn, not read). */
  src: string;
  /** A video's thumbnail, shown until its first frame. */
  poster: string | null;
  caption: string;
  /** 1-based position among the clips; null for the intro. */
  clipNumber: number | null;
  /** Seconds on the whole greeting. */
  start: number;
  duration: number;
  /** Seconds it cross-fades in over the part before it, which plays on under it (0 for the first). */
  fadeIn: number;
  /** False while a video's length is a guess: it then plays to its end. */
  durationKnown: boolean;
  /** Where playback starts inside the media (a trimmed video's start). */
  from: number;
  gains: Gains;
};

export type Timeline = {
  segments: Segment[];
  total: number;
  /** The music under the whole greeting; null: no track. */
  music: string | null;
  /** Clips in the greeting (before skipping failures): 0 means the preview is the intro alone. */
  clipCount: number;
  /** The parts left out because their media failed (or a video has no file), in order. */
  skipped: Skipped[];
};

/** A part left out: the intro (clipNumber null) or a clip by its place in the saved order. */
export type Skipped = { key: string; clipNumber: number | null };

export type TimelineInput = {
  /** The intro animation's video; null: none. */
  intro: string | null;
  /** The clips, in any order: they play in their saved order (index). */
  clips: readonly TimelineClip[];
  music: string | null;
  /** Media lengths in seconds by URL, as the player learns them. */
  durations?: Readonly<Record<string, number>>;
  /** URLs of media that failed to load. */
  failed?: ReadonlySet<string>;
  /** Ends with the end card (when at least one clip plays). */
  endCard?: boolean;
};

export const clipKey = (id: number) => `clip-${id}`;

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** How long a video plays: its trimmed part, else its whole length, else a guess. */
function videoLength(from: number, trimEnd: number | null, mediaSeconds: number | undefined) {
  const end = positive(trimEnd) ? (positive(mediaSeconds) ? Math.min(trimEnd, mediaSeconds) : trimEnd) : mediaSeconds;
  if (positive(end) && end > from) return { duration: end - from, durationKnown: true };
  return { duration: UNKNOWN_VIDEO_SECONDS, durationKnown: false };
}

/** How long `next` cross-fades in over `previous`: CROSSFADE_SECONDS, or half the shorter of the two. */
export function crossfadeOf(previous: number, next: number): number {
  return Math.max(0, Math.min(CROSSFADE_SECONDS, previous / 2, next / 2));
}

/**
 * The greeting as segments: the intro, then every clip in saved order, then the end card; each
 * part starts as the one before it fades out (the two overlap by their cross-fade), so a photo is
 * on screen its 4 s with the fades inside them. Failed media is skipped.
 */
export function buildTimeline({
  intro,
  clips,
  music,
  durations = {},
  failed = new Set(),
  endCard = false,
}: TimelineInput): Timeline {
  const segments: Segment[] = [];
  const skipped: Skipped[] = [];
  const push = (segment: Omit<Segment, 'start' | 'fadeIn'>) => {
    const last = segments.at(-1);
    const fadeIn = last ? crossfadeOf(last.duration, segment.duration) : 0;
    segments.push({ ...segment, start: last ? last.start + last.duration - fadeIn : 0, fadeIn });
  };

  if (intro && !failed.has(intro)) {
    const length = videoLength(0, null, durations[intro]);
    push({
      key: INTRO_KEY,
      kind: 'intro',
      src: intro,
      poster: null,
      caption: '',
      clipNumber: null,
      from: 0,
      gains: gainsFor(0),
      ...length,
    });
  } else if (intro) skipped.push({ key: INTRO_KEY, clipNumber: null });

  const ordered = [...clips].sort((a, b) => a.index - b.index);
  ordered.forEach((clip, i) => {
    const key = clipKey(clip.id);
    const src = clip.isImage ? clip.image : clip.video;
    if (!src || failed.has(src)) {
      skipped.push({ key, clipNumber: i + 1 });
      return;
    }
    const poster = clip.isImage ? null : clip.image;
    const common = { key, src, poster, caption: clip.caption, clipNumber: i + 1, gains: gainsFor(clip.audio_option) };
    if (clip.isImage) {
      push({ ...common, kind: 'photo', from: 0, duration: PHOTO_SECONDS, durationKnown: true });
    } else {
      const from = positive(clip.trimStart) ? clip.trimStart : 0;
      push({ ...common, kind: 'video', from, ...videoLength(from, clip.trimEnd, durations[src]) });
    }
  });

  // the end card closes a greeting with something in it (the intro alone stays the intro alone)
  if (endCard && segments.some((s) => s.kind !== 'intro')) {
    push({
      key: END_CARD_KEY,
      kind: 'endCard',
      src: '',
      poster: null,
      caption: '',
      clipNumber: null,
      from: 0,
      gains: { clip: 0, music: 1 },
      duration: END_CARD_SECONDS,
      durationKnown: true,
    });
  }

  const last = segments.at(-1);
  return { segments, total: last ? last.start + last.duration : 0, music, clipCount: clips.length, skipped };
}

/**
 * The segment playing at `seconds` on the whole greeting, and how far into it: the latest to have
 * started (while two cross-fade, the one fading in).
 */
export function locate(timeline: Pick<Timeline, 'segments' | 'total'>, seconds: number): { index: number; offset: number } {
  const { segments } = timeline;
  if (segments.length === 0) return { index: -1, offset: 0 };
  const t = Math.min(Math.max(seconds, 0), timeline.total);
  let index = 0;
  for (let i = 1; i < segments.length && segments[i].start <= t + 1e-9; i++) index = i;
  return { index, offset: t - segments[index].start };
}

/** One part as it shows in a frame: which segment, how far into it, and how opaque over what is under it. */
export type Layer = { index: number; offset: number; alpha: number };

/**
 * What a frame shows, bottom first: the segment at `index`, `offset` seconds in, over the part
 * before it while it fades in (that part then `alpha` 1, this one rising from 0 to 1).
 */
export function layersAt(segments: readonly Segment[], index: number, offset: number): Layer[] {
  const segment = segments[index];
  if (!segment) return [];
  const previous = segments[index - 1];
  if (!previous || segment.fadeIn <= 0 || offset >= segment.fadeIn) return [{ index, offset, alpha: 1 }];
  const alpha = Math.max(0, offset / segment.fadeIn);
  return [
    { index: index - 1, offset: Math.min(previous.duration, segment.start - previous.start + offset), alpha: 1 },
    { index, offset, alpha },
  ];
}

/** 'Previous': back to this clip's start, or to the clip before when just started (as players do). */
export function previousIndex(index: number, offset: number): { index: number; offset: 0 } {
  if (offset > PREVIOUS_RESTART_SECONDS || index <= 0) return { index: Math.max(index, 0), offset: 0 };
  return { index: index - 1, offset: 0 };
}

/** Where each segment starts, as a fraction of the whole (the marks on the progress bar). */
export function segmentMarks(timeline: Pick<Timeline, 'segments' | 'total'>): number[] {
  if (timeline.total <= 0) return [];
  return timeline.segments.map((s) => s.start / timeline.total);
}

/** Where a key on the progress bar moves to (seconds on the whole greeting), or null: not ours. */
export function seekKeyTarget(key: string, time: number, total: number): number | null {
  const clamp = (t: number) => Math.min(Math.max(t, 0), total);
  if (key === 'ArrowRight' || key === 'ArrowUp') return clamp(time + SEEK_STEP_SECONDS);
  if (key === 'ArrowLeft' || key === 'ArrowDown') return clamp(time - SEEK_STEP_SECONDS);
  if (key === 'Home') return 0;
  if (key === 'End') return total;
  return null;
}

/** m:ss of whole seconds (rounded down). */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** What a screen reader hears when a segment starts. */
export function segmentLabel(segment: Segment, clipCount: number): string {
  if (segment.kind === 'intro') return 'Intro animation';
  if (segment.kind === 'endCard') return 'End card';
  const what = segment.kind === 'photo' ? 'photo' : 'video';
  const head = `Clip ${segment.clipNumber} of ${clipCount}, ${what}`;
  return segment.caption ? `${head}: ${segment.caption}` : head;
}
