import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { audioPlan } from '@/media/audioPlan';
import { leftOutNote } from '@/media/clipName';
import { endCardSentence, type EndCard } from '@/media/endCard';
import { buildTimeline, clipKey, segmentLabel, segmentMarks, type Segment, type TimelineClip } from '@/media/timeline';
import { PlayerControls } from './PlayerControls';
import { greetingPartsOf } from '@/api/editor/greetingParts';
import type { EditGreeting } from '@/api/editor/schemas';
import { useMediaQuery } from '@/shared/lib/useMediaQuery';
import { VIDEO_SIZE } from '@/media/frame';
import { deckElement, DECKS, useDecks } from './useDecks';
import { useMediaProbe } from './useMediaProbe';
import { useMusic } from './useMusic';
import { usePlayhead } from './usePlayhead';
import { useStageCanvas } from './useStageCanvas';
import styles from './Player.module.css';

/** The performance mark set when the instant preview's first frame is on screen (measured by e2e). */
export const FIRST_FRAME_MARK = 'instant-preview:first-frame';

export type InstantPlayerProps = {
  /** The greeting's name, for the player's accessible name. */
  name: string;
  intro: string | null;
  /** The personalised text images shown over the intro. */
  overlays: readonly string[];
  clips: readonly TimelineClip[];
  music: string | null;
  /** The closing card; null: none. */
  endCard: EndCard | null;
  /** Something else needs the viewer (the finish dialog): pause. */
  hold?: boolean;
  /** Take focus on start ('Watch it now' pressed); opened by a link, focus stays with the page's heading. */
  autoFocus?: boolean;
};

function mediaOf(intro: string | null, clips: readonly TimelineClip[]) {
  const all = [
    ...(intro ? [{ src: intro, isVideo: true }] : []),
    ...clips.flatMap((c) => {
      const src = c.isImage ? c.image : c.video;
      return src ? [{ src, isVideo: !c.isImage }] : [];
    }),
  ];
  return all.filter((m, i) => all.findIndex((o) => o.src === m.src) === i);
}

/** The player's keys, on the focused stage (its buttons keep their own). */
function keyAction(key: string): 'toggle' | 'next' | 'previous' | null {
  if (key === ' ' || key === 'k') return 'toggle';
  if (key === 'ArrowRight') return 'next';
  if (key === 'ArrowLeft') return 'previous';
  return null;
}

/**
 * The instant preview: the greeting played in the browser from its own parts, following the
 * timeline (media/timeline.ts) and drawn on a canvas by the renderer's own drawFrame, so it
 * shows the frames the finished file holds. The <video> under the canvas plays each clip (and its
 * sound); the music runs through a gain node; the controls work by keyboard; the current clip and
 * its caption are announced.
 */
export function InstantPlayer({
  name,
  intro,
  overlays,
  clips,
  music,
  endCard,
  hold = false,
  autoFocus = false,
}: InstantPlayerProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const photo = useRef<HTMLImageElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [firstFrame, setFirstFrame] = useState(false);
  const media = useMemo(() => mediaOf(intro, clips), [intro, clips]);
  const probe = useMediaProbe(media, firstFrame);
  const timeline = useMemo(
    () => buildTimeline({ intro, clips, music, durations: probe.lengths, failed: probe.failedSrcs, endCard: endCard !== null }),
    [intro, clips, music, probe.lengths, probe.failedSrcs, endCard],
  );

  // each move the viewer makes (a seek, previous, next) counts: the music jumps with it
  const [musicJumps, setMusicJumps] = useState(0);
  const onUserMove = useCallback(() => setMusicJumps((n) => n + 1), []);
  // the two <video> decks: the playhead's clock and the stage read the part each one holds
  const decks = useRef<(HTMLVideoElement | null)[]>(Array.from({ length: DECKS }, () => null));
  const videoOf = useCallback((i: number, s: Segment) => deckElement(decks.current, i, s), []);
  const head = usePlayhead(timeline, { videoOf, onLearnLength: probe.learnLength, onUserMove });
  const { segment, playing, entry, controls } = head;
  // the music opens once the first frame is up: starting the audio device can hold the page for a
  // few hundred ms, and the picture comes first
  const plan = useMemo(() => audioPlan(timeline), [timeline]);
  const { index, offsetRef } = head;
  const musicTime = useCallback(
    () => (timeline.segments[index]?.start ?? 0) + (offsetRef.current ?? 0),
    [timeline, index, offsetRef],
  );
  useMusic(firstFrame ? timeline.music : null, playing, plan, { time: musicTime, nonce: musicJumps });

  const { pause } = controls;
  useDecks({
    decks,
    segments: timeline.segments,
    index: head.index,
    nonce: entry.nonce,
    entryOffset: entry.offset,
    playing,
    offset: head.offsetRef,
    // the browser wants a click first: wait for one (a load error is handled by onError)
    onBlocked: pause,
  });
  useEffect(() => {
    if (hold) pause();
  }, [hold, pause]);

  // 'Watch it now' was pressed: keys and the screen reader start at the player
  useEffect(() => {
    if (autoFocus) stage.current?.focus({ preventScroll: true });
    // on start only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // a file that fails (on screen, or waiting in a deck) is left out; the one on screen moves on
  const failed = (src: string | null) => {
    if (!src) return;
    if (segment && src === segment.src) controls.skipCurrent();
    probe.markFailed(src);
  };
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  useStageCanvas({
    canvas,
    videoOf,
    photo,
    segments: timeline.segments,
    index: head.index,
    endCard,
    overlays,
    offset: head.offsetRef,
    still: reducedMotion,
    onFirstFrame: () => {
      performance.mark(FIRST_FRAME_MARK);
      setFirstFrame(true);
    },
  });

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return;
    const action = keyAction(e.key);
    if (!action) return;
    e.preventDefault();
    controls[action]();
  };

  // named as the clip list names them ('Video by Jamie (clip 4) couldn't be loaded…')
  const note = leftOutNote({
    intro: timeline.skipped.some((s) => s.clipNumber === null),
    clips: timeline.skipped.flatMap((s) => {
      const clip = clips.find((c) => clipKey(c.id) === s.key);
      return clip && s.clipNumber !== null ? [{ ...clip, place: s.clipNumber }] : [];
    }),
  });
  // the end card is heard as what it says
  const label = !segment
    ? ''
    : segment.kind === 'endCard' && endCard
      ? endCardSentence(endCard.names)
      : segmentLabel(segment, timeline.clipCount);
  // the live region starts empty and is filled after mounting: text present when a region
  // appears is not announced, and the first segment (the intro) must be
  const [announced, setAnnounced] = useState('');
  useEffect(() => setAnnounced(label), [label]);
  return (
    <div className={styles.player}>
      <div
        ref={stage}
        className={`${styles.stage} ${playing ? '' : styles.paused}`}
        role="group"
        aria-label={`Instant preview of ${name}`}
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onClick={controls.toggle}
        data-segment={segment?.key ?? ''}
        data-music-gain={timeline.music ? (segment?.gains.music ?? 1) : ''}
      >
        {/* the clips play (with their sound) under the canvas, which draws their frames: two decks,
            so a part fading out plays on while the next fades in */}
        {Array.from({ length: DECKS }, (_, d) => (
          <video
            key={d}
            ref={(el) => void (decks.current[d] = el)}
            className={styles.media}
            playsInline
            preload="auto"
            aria-hidden="true"
            onLoadedMetadata={(e) => {
              const src = e.currentTarget.getAttribute('src');
              if (src) probe.learnLength(src, e.currentTarget.duration);
            }}
            onError={(e) => failed(e.currentTarget.getAttribute('src'))}
          />
        ))}
        {segment?.kind === 'photo' && (
          <img ref={photo} src={segment.src} alt="" className={styles.hidden} onError={() => failed(segment.src)} />
        )}
        <canvas
          ref={canvas}
          width={VIDEO_SIZE.width}
          height={VIDEO_SIZE.height}
          className={styles.media}
          role="img"
          aria-label={label || 'Nothing to play yet'}
        />
        {!segment && <p className={styles.empty}>There is nothing to play yet.</p>}
      </div>
      <p id={hintId} className={styles.hint}>
        Space plays or pauses; the arrow keys move to the previous or next clip.
      </p>
      <PlayerControls
        playing={playing}
        ended={head.ended}
        time={head.time}
        total={timeline.total}
        marks={segmentMarks(timeline).filter((m) => m > 0)}
        canPrevious={Boolean(segment)}
        canNext={head.index + 1 < timeline.segments.length}
        onToggle={controls.toggle}
        onPrevious={controls.previous}
        onNext={controls.next}
        onSeek={controls.seek}
      />
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
      {note && (
        <p role="status" className={styles.note}>
          {note}
        </p>
      )}
    </div>
  );
}

/** The instant preview of a greeting's edit-flow detail (its parts read here, in the player's chunk). */
export default function GreetingInstantPlayer({
  greeting,
  hold,
  autoFocus,
}: {
  greeting: EditGreeting;
  hold?: boolean;
  autoFocus?: boolean;
}) {
  const parts = useMemo(() => greetingPartsOf(greeting), [greeting]);
  return <InstantPlayer name={greeting.name} {...parts} hold={hold} autoFocus={autoFocus} />;
}
