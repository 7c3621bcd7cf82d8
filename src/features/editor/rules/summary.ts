import type { EditGreeting } from '@/api/editor/schemas';
import { buildTimeline, formatClock } from '@/media/timeline';
import { chosenMusic } from './music';

/** Step 4's summary of the greeting, as it shows. */
export type GreetingSummary = {
  clips: number;
  photos: number;
  videos: number;
  /** The track's title, or 'No music'. */
  music: string;
  /** How long the greeting plays: 'm:ss', 'At least m:ss', or LENGTH_MEASURING. */
  length: string;
};

/** What the browser said of a video: its length in seconds, that it would not load, or no usable length. */
export type Probe = number | 'failed' | 'unknown';
/** Probes by video URL; a URL not in it is still being read. */
export type Probes = Readonly<Record<string, Probe>>;

/** The length while the browser is still reading the videos' lengths. */
export const LENGTH_MEASURING = 'Working it out…';

/**
 * The greeting in numbers. Its length comes from the preview's own timeline (photos 4 s, a video
 * its trimmed part or its whole length, the parts overlapping by their cross-fades, the end card; a
 * video that will not load is skipped), so it matches what 'Watch it now' plays. A video whose file gives no length leaves a lower bound: 'At least m:ss'.
 */
export function greetingSummary(
  greeting: Pick<EditGreeting, 'videos' | 'music' | 'introVideo'>,
  probes: Probes,
): GreetingSummary {
  const photos = greeting.videos.filter((c) => c.isImage).length;
  const entries = Object.entries(probes);
  const failed = new Set(entries.filter(([, p]) => p === 'failed').map(([src]) => src));
  const timelineWithout = (left: ReadonlySet<string>) =>
    buildTimeline({
      intro: greeting.introVideo,
      clips: greeting.videos,
      music: null,
      durations: Object.fromEntries(entries.filter((e): e is [string, number] => typeof e[1] === 'number')),
      failed: left,
      endCard: true,
    });
  const timeline = timelineWithout(failed);
  const guessed = timeline.segments.filter((s) => !s.durationKnown);
  // a lower bound: the greeting without the videos whose length is unknown (each adds more than its fade)
  const knownSeconds = () => timelineWithout(new Set([...failed, ...guessed.map((s) => s.src)])).total;
  const length =
    guessed.length === 0
      ? formatClock(timeline.total)
      : guessed.some((s) => !(s.src in probes))
        ? LENGTH_MEASURING
        : `At least ${formatClock(knownSeconds())}`;
  return {
    clips: greeting.videos.length,
    photos,
    videos: greeting.videos.length - photos,
    music: chosenMusic(greeting.music).title,
    length,
  };
}

/** The media whose length the summary needs from the browser: the intro and every video, once each. */
export function videosToMeasure(greeting: Pick<EditGreeting, 'videos' | 'introVideo'>): string[] {
  const videos = greeting.videos.flatMap((c) => (!c.isImage && c.video ? [c.video] : []));
  return [...new Set([...(greeting.introVideo ? [greeting.introVideo] : []), ...videos])];
}

/** What a loaded video's duration says: Infinity or NaN (a recording whose file has no length) is no length. */
export function probeOf(duration: number): Probe {
  return Number.isFinite(duration) && duration > 0 ? duration : 'unknown';
}
