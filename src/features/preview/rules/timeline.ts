import type { AudioOption, Clip, Music } from '../../../api/editor/schemas';

// The instant preview's sequencing: what plays when, and at which volume. Pure, so the player only
// follows it (part 2 §3 Clip audio_option and Music; part 1 §5 and part 2 §5: photos 4 s each).

/** Spec: photos display 4 seconds each. */
export const PHOTO_SECONDS = 4;
/** A video's length until its metadata has loaded (or when the file does not say). */
export const UNKNOWN_VIDEO_SECONDS = 5;
/** 'Previous' within this many seconds of a clip's start goes to the clip before; later, back to its start. */
export const PREVIOUS_RESTART_SECONDS = 3;
/** The key of the intro segment. */
export const INTRO_KEY = 'intro';

export type Gains = { clip: 0 | 1; music: 0 | 1 };

/** 0 = background music plus video sound, 1 = mute video sound, 2 = mute background music. */
export function gainsFor(option: AudioOption): Gains {
  if (option === 1) return { clip: 0, music: 1 };
  if (option === 2) return { clip: 1, music: 0 };
  return { clip: 1, music: 1 };
}

/** The greeting's chosen track (defaultMusicId, else the server default); no url means no music. */
export function chosenMusicUrl(music: Pick<Music, 'options' | 'defaultMusicId' | 'defaultId'>): string | null {
  const id = music.defaultMusicId ?? music.defaultId;
  if (id === null || id === undefined) return null;
  return music.options.find((o) => o.id === id)?.url ?? null;
}

export type TimelineClip = Pick<Clip, 'id' | 'isImage' | 'image' | 'video' | 'caption' | 'audio_option' | 'index' | 'trimStart' | 'trimEnd'>;

export type Segment = {
  key: string;
  kind: 'intro' | 'video' | 'photo';
  /** The media to show: a video file, or the photo. */
  src: string;
  /** A video's thumbnail, shown until its first frame. */
  poster: string | null;
  caption: string;
  /** 1-based position among the clips; null for the intro. */
  clipNumber: number | null;
  /** Seconds on the whole greeting. */
  start: number;
  duration: number;
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
  /** Keys of the segments left out because their media failed (or a video has no file). */
  skipped: string[];
};

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
};

export const clipKey = (id: number) => `clip-${id}`;

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** How long a video plays: its trimmed part, else its whole length, else a guess. */
function videoLength(from: number, trimEnd: number | null, mediaSeconds: number | undefined) {
  const end = positive(trimEnd) ? (positive(mediaSeconds) ? Math.min(trimEnd, mediaSeconds) : trimEnd) : mediaSeconds;
  if (positive(end) && end > from) return { duration: end - from, durationKnown: true };
  return { duration: UNKNOWN_VIDEO_SECONDS, durationKnown: false };
}

/** The greeting as segments: the intro, then every clip in saved order; failed media is skipped. */
export function buildTimeline({ intro, clips, music, durations = {}, failed = new Set() }: TimelineInput): Timeline {
  const segments: Segment[] = [];
  const skipped: string[] = [];
  let start = 0;
  const push = (segment: Omit<Segment, 'start'>) => {
    segments.push({ ...segment, start });
    start += segment.duration;
  };

  if (intro && !failed.has(intro)) {
    const length = videoLength(0, null, durations[intro]);
    push({ key: INTRO_KEY, kind: 'intro', src: intro, poster: null, caption: '', clipNumber: null, from: 0, gains: gainsFor(0), ...length });
  } else if (intro) skipped.push(INTRO_KEY);

  const ordered = [...clips].sort((a, b) => a.index - b.index);
  ordered.forEach((clip, i) => {
    const key = clipKey(clip.id);
    const src = clip.isImage ? clip.image : clip.video;
    if (!src || failed.has(src)) {
      skipped.push(key);
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

  return { segments, total: start, music, clipCount: clips.length, skipped };
}

/** The segment playing at `seconds` on the whole greeting, and how far into it. */
export function locate(timeline: Pick<Timeline, 'segments' | 'total'>, seconds: number): { index: number; offset: number } {
  const { segments } = timeline;
  if (segments.length === 0) return { index: -1, offset: 0 };
  const t = Math.min(Math.max(seconds, 0), timeline.total);
  let index = segments.findIndex((s) => t < s.start + s.duration);
  if (index === -1) index = segments.length - 1;
  return { index, offset: t - segments[index].start };
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

/** m:ss of whole seconds (rounded down). */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** What a screen reader hears when a segment starts. */
export function segmentLabel(segment: Segment, clipCount: number): string {
  if (segment.kind === 'intro') return 'Intro animation';
  const what = segment.kind === 'photo' ? 'photo' : 'video';
  const head = `Clip ${segment.clipNumber} of ${clipCount}, ${what}`;
  return segment.caption ? `${head}: ${segment.caption}` : head;
}

/** The visible note about skipped media, or null. */
export function skippedNote(skipped: readonly string[]): string | null {
  if (skipped.length === 0) return null;
  const n = skipped.length;
  return n === 1
    ? "1 photo or video couldn't be loaded and is skipped."
    : `${n} photos or videos couldn't be loaded and are skipped.`;
}
