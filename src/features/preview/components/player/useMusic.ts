import { useEffect, useEffectEvent, useRef } from 'react';

type Track = { audio: HTMLAudioElement; context: AudioContext | null; gain: GainNode | null };

/** How quickly the music fades to a new level (seconds, the time constant of the ramp). */
const FADE_SECONDS = 0.08;

type WindowWithWebkitAudio = Window & { webkitAudioContext?: typeof AudioContext };

const noop = () => undefined;

function isCrossOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

function openTrack(url: string, webAudio: boolean): Track {
  const audio = new Audio();
  audio.loop = true;
  audio.preload = 'auto';
  const Context = webAudio ? (window.AudioContext ?? (window as WindowWithWebkitAudio).webkitAudioContext) : undefined;
  // Web Audio only hears a track from another site that allows it (CORS), so ask for that
  if (Context && isCrossOrigin(url)) audio.crossOrigin = 'anonymous';
  audio.src = url;
  if (!Context) return { audio, context: null, gain: null };
  try {
    const context = new Context();
    const gain = context.createGain();
    context.createMediaElementSource(audio).connect(gain).connect(context.destination);
    return { audio, context, gain };
  } catch {
    // no Web Audio after all: the element plays on its own
    return { audio, context: null, gain: null };
  }
}

function closeTrack(t: Track) {
  t.audio.pause();
  t.audio.removeAttribute('src');
  void t.context?.close().catch(noop);
}

function applyLevel(t: Track, level: 0 | 1) {
  if (t.gain && t.context) t.gain.gain.setTargetAtTime(level, t.context.currentTime, FADE_SECONDS);
  // without Web Audio, muting (iOS ignores an element's volume)
  else t.audio.muted = level === 0;
}

function applyPlaying(t: Track, playing: boolean) {
  if (!playing) return t.audio.pause();
  void t.context?.resume().catch(noop);
  // a refused or failed track leaves the greeting silent underneath: the clips still play
  t.audio.play()?.catch(noop);
}

/**
 * The music under the whole greeting: one looping track through a Web Audio GainNode, at the level
 * the current segment asks for. A track from another site that refuses Web Audio (no CORS) plays
 * as a plain element instead, muted where the music is. `seek` moves it when the viewer jumps (its
 * nonce changes); between segments it runs on.
 */
export function useMusic(url: string | null, playing: boolean, level: 0 | 1, seek: { at: number; nonce: number }) {
  const track = useRef<Track | null>(null);
  // a track reopened after an error takes the level and playing of that moment, not of its opening
  const applyNow = useEffectEvent((t: Track) => {
    applyLevel(t, level);
    applyPlaying(t, playing);
  });

  useEffect(() => {
    if (!url) return;
    let t = openTrack(url, true);
    track.current = t;
    const fallBack = () => {
      if (!t.context || !t.audio.crossOrigin) return;
      closeTrack(t);
      t = openTrack(url, false);
      track.current = t;
      applyNow(t);
    };
    t.audio.addEventListener('error', fallBack, { once: true });
    return () => {
      closeTrack(t);
      track.current = null;
    };
  }, [url]);

  useEffect(() => {
    if (track.current) applyLevel(track.current, level);
  }, [level, url]);

  useEffect(() => {
    if (track.current) applyPlaying(track.current, playing);
  }, [playing, url]);

  useEffect(() => {
    const t = track.current;
    if (!t || seek.nonce === 0) return;
    const length = t.audio.duration;
    t.audio.currentTime = Number.isFinite(length) && length > 0 ? seek.at % length : seek.at;
  }, [seek.nonce, seek.at, url]);
}
