import { useCallback, useEffect, useRef, useState } from 'react';
import { locate, previousIndex, type Segment, type Timeline } from '@/media/timeline';

/** Where the stage is: a segment (by key, so it survives the timeline changing) and how far into it. */
type Position = { key: string | null; offset: number; nonce: number };

/** Re-render the clock and progress bar at most this often (seconds). */
const DISPLAY_STEP = 0.1;

type PlayheadOptions = {
  /** The <video> playing segment `index`, when it holds it. */
  videoOf: (index: number, segment: Segment) => HTMLVideoElement | null;
  /** A video ended before its length was known: the timeline learns it. */
  onLearnLength: (src: string, seconds: number) => void;
  /** The user moved (seek, previous, next): the music follows. */
  onUserMove: (seconds: number) => void;
};

/** Parts whose time runs on animation frames (they have no <video> of their own). */
const timed = (s: Segment) => s.kind === 'photo' || s.kind === 'endCard';

/**
 * The player's clock. It only follows the timeline: a photo's (or the end card's) time runs on
 * animation frames, a video's is the <video>'s own; the next part starts as its cross-fade begins
 * (this one playing on under it), and after the last it stops.
 */
export function usePlayhead(timeline: Timeline, { videoOf, onLearnLength, onUserMove }: PlayheadOptions) {
  const { segments } = timeline;
  const [position, setPosition] = useState<Position>(() => ({ key: segments[0]?.key ?? null, offset: 0, nonce: 0 }));
  const [playing, setPlaying] = useState(true);
  const [ended, setEnded] = useState(false);
  const [offset, setOffset] = useState(0);
  const offsetRef = useRef(0);

  const found = segments.findIndex((s) => s.key === position.key);
  const index = found === -1 ? 0 : found;
  const segment: Segment | undefined = segments[index];

  const goTo = useCallback(
    (to: number, at: number, byUser = false) => {
      const target = segments[to];
      if (!target) return;
      offsetRef.current = at;
      setOffset(at);
      setEnded(false);
      setPosition((p) => ({ key: target.key, offset: at, nonce: p.nonce + 1 }));
      if (byUser) onUserMove(target.start + at);
    },
    [segments, onUserMove],
  );

  const next = useCallback(
    (byUser = false) => {
      if (index + 1 < segments.length) return goTo(index + 1, 0, byUser);
      if (byUser) return;
      // the end: stop on the last frame
      setPlaying(false);
      setEnded(true);
      if (segment) setOffset(segment.duration);
    },
    [goTo, index, segments.length, segment],
  );

  // the clock, while playing
  useEffect(() => {
    if (!playing || !segment) return;
    let last = performance.now();
    let shown = -1;
    let frame = 0;
    // the next part begins as it starts to fade in over this one
    const handOver = segment.duration - (segments[index + 1]?.fadeIn ?? 0);
    const tick = (now: number) => {
      const v = videoOf(index, segment);
      const isTimed = timed(segment);
      const at = isTimed
        ? offsetRef.current + (now - last) / 1000
        : v
          ? Math.max(0, v.currentTime - segment.from)
          : offsetRef.current;
      last = now;
      offsetRef.current = at;
      const videoEnded = !isTimed && Boolean(v?.ended);
      if (videoEnded && !segment.durationKnown) onLearnLength(segment.src, at);
      if (videoEnded || ((isTimed || segment.durationKnown) && at >= handOver)) return next();
      const step = Math.floor(Math.min(at, segment.duration) / DISPLAY_STEP);
      if (step !== shown) {
        shown = step;
        setOffset(Math.min(at, segment.duration));
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
    // position.nonce: a move restarts the clock from the new offset
  }, [playing, segment, index, segments, position.nonce, next, videoOf, onLearnLength]);

  const pause = useCallback(() => setPlaying(false), []);

  const controls = {
    toggle: () => {
      if (ended) {
        goTo(0, 0, true);
        setPlaying(true);
      } else setPlaying((p) => !p);
    },
    pause,
    previous: () => {
      const to = previousIndex(index, offsetRef.current);
      goTo(to.index, to.offset, true);
    },
    next: () => next(true),
    seek: (seconds: number) => {
      const to = locate(timeline, seconds);
      if (to.index >= 0) goTo(to.index, to.offset, true);
    },
    /** The current segment failed: the one after it plays (the timeline then drops it). */
    skipCurrent: () => {
      if (index + 1 < segments.length) goTo(index + 1, 0);
      else next();
    },
  };

  return {
    index,
    segment,
    playing,
    ended,
    /** Seconds on the whole greeting. */
    time: segment ? segment.start + (ended ? segment.duration : Math.min(offset, segment.duration)) : 0,
    /** Where the current segment was entered (for the stage to load and seek). */
    entry: position,
    /** Seconds into the current segment, updated every animation frame (the stage's clock). */
    offsetRef,
    controls,
  };
}
