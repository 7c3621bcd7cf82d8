import { useEffect, useEffectEvent, type RefObject } from 'react';
import { equalPower } from '@/media/audioPlan';
import { layersAt, type Segment } from '@/media/timeline';

/** Two <video> elements: one plays the part on screen while the other plays the part fading out, or waits with the next. */
export const DECKS = 2;

/** How often the free deck looks whether it may load the next video. */
const PRELOAD_CHECK_MS = 100;
/** A video that is off by more than this from where it should be is moved there (less: it plays on, no stutter). */
const DRIFT_SECONDS = 0.25;

const playsMedia = (s: Segment | undefined): s is Segment => s?.kind === 'intro' || s?.kind === 'video';

/** The <video> a segment plays in: even parts in one, odd parts in the other, so neighbours never share one. */
export const deckOf = (index: number) => index % DECKS;

/** The element a part plays in, when its deck holds that part's video. */
export function deckElement(decks: readonly (HTMLVideoElement | null)[], index: number, segment: Segment) {
  const v = decks[deckOf(index)];
  return v && v.getAttribute('src') === segment.src ? v : null;
}

type DeckOptions = {
  /** The <video> elements, by deck (the player renders DECKS of them). */
  decks: RefObject<(HTMLVideoElement | null)[]>;
  segments: readonly Segment[];
  index: number;
  /** Changes whenever the player moves (a new part, a seek). */
  nonce: number;
  /** Seconds into the current part where it was entered. */
  entryOffset: number;
  playing: boolean;
  /** Seconds into the current part, now. */
  offset: RefObject<number>;
  /** The browser wants a click before playing sound. */
  onBlocked: () => void;
};

/** Puts a part's video in its deck at `offset` seconds in (moving it only when it is off), muted as its option says. */
function place(v: HTMLVideoElement, s: Segment, offset: number) {
  v.muted = s.gains.clip === 0;
  // which part it holds (what a test or a developer inspecting the page looks for)
  v.dataset.holds = s.key;
  if (v.getAttribute('src') !== s.src) {
    v.src = s.src;
    v.currentTime = s.from + offset;
  } else if (Math.abs(v.currentTime - (s.from + offset)) > DRIFT_SECONDS) v.currentTime = s.from + offset;
}

/**
 * The instant preview's videos: the part on screen plays in its deck and, while it cross-fades in,
 * the part before it plays on in the other deck, its sound fading out as this one's fades in (the
 * file's sound cross-fades alike). Once a fade is over, the free deck loads the next video so it
 * starts at once.
 */
export function useDecks({ decks, segments, index, nonce, entryOffset, playing, offset, onBlocked }: DeckOptions) {
  const now = useEffectEvent(() => ({ segments, index, playing }));
  const blocked = useEffectEvent(() => onBlocked());

  // entering a part (or moving within it): each video on screen at its place, playing or paused
  const segmentKey = segments[index]?.key;
  useEffect(() => {
    const { segments: all, index: at, playing: play } = now();
    const layers = layersAt(all, at, entryOffset);
    const used = new Set<number>();
    for (const layer of layers) {
      const s = all[layer.index];
      const v = decks.current[deckOf(layer.index)];
      if (!playsMedia(s) || !v) continue;
      used.add(deckOf(layer.index));
      place(v, s, layer.offset);
      if (!play) v.pause();
      else
        v.play()?.catch((e: unknown) => {
          if (e instanceof DOMException && e.name === 'NotAllowedError') blocked();
        });
    }
    // a deck not on screen stops (its part is over, or the viewer jumped away)
    decks.current.forEach((v, i) => {
      if (v && !used.has(i)) v.pause();
    });
  }, [decks, segmentKey, nonce, entryOffset, playing]);

  // once the fade is over (by the playhead, which stands still while paused), the free deck loads
  // the next video, paused at its start
  useEffect(() => {
    const { segments: all, index: at } = now();
    const current = all[at];
    const upcoming = all[at + 1];
    if (!current || !playsMedia(upcoming)) return;
    const timer = setInterval(() => {
      if ((offset.current ?? 0) < current.fadeIn) return;
      clearInterval(timer);
      const v = decks.current[deckOf(at + 1)];
      if (!v || v.getAttribute('src') === upcoming.src) return;
      v.pause();
      place(v, upcoming, 0);
    }, PRELOAD_CHECK_MS);
    return () => clearInterval(timer);
  }, [decks, segmentKey, nonce, offset]);

  // the sound of a part fading out falls as the next one's rises (a deck's own volume; iOS ignores it)
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    const tick = () => {
      frame = requestAnimationFrame(tick);
      const { segments: all, index: at } = now();
      const current = all[at];
      if (!current) return;
      const into = offset.current ?? 0;
      const fading = current.fadeIn > 0 && into < current.fadeIn ? Math.min(1, Math.max(0, into / current.fadeIn)) || 0 : 1;
      const currentDeck = decks.current[deckOf(at)];
      const previousDeck = decks.current[deckOf(at - 1)];
      // equal power, as the file's sound cross-fades (audioPlan's fadeGainAt)
      if (playsMedia(current) && currentDeck) currentDeck.volume = equalPower(fading);
      if (!playsMedia(all[at - 1]) || !previousDeck || previousDeck === currentDeck) return;
      previousDeck.volume = equalPower(1 - fading);
      // its part is over (a trimmed video would play on past its end)
      if (fading >= 1 && !previousDeck.paused) previousDeck.pause();
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [decks, playing, offset]);
}
