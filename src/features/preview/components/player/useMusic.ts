import { useEffect, useRef } from 'react';

type Track = { audio: HTMLAudioElement; context: AudioContext | null; gain: GainNode | null };

/** How quickly the music fades to a new level (seconds, the time constant of the ramp). */
const FADE_SECONDS = 0.08;

type WindowWithWebkitAudio = Window & { webkitAudioContext?: typeof AudioContext };

function openTrack(url: string): Track {
  const audio = new Audio();
  audio.loop = true;
  audio.preload = 'auto';
  audio.src = url;
  const Context = window.AudioContext ?? (window as WindowWithWebkitAudio).webkitAudioContext;
  if (!Context) return { audio, context: null, gain: null };
  try {
    const context = new Context();
    const gain = context.createGain();
    context.createMediaElementSource(audio).connect(gain).connect(context.destination);
    return { audio, context, gain };
  } catch {
    // no Web Audio after all: the element's own volume does the job
    return { audio, context: null, gain: null };
  }
}

/**
 * The music under the whole greeting: one looping track through a Web Audio GainNode (or the
 * <audio> volume where Web Audio is missing), at the level the current segment asks for.
 * `seek` moves it when the viewer jumps (its nonce changes); between segments it runs on.
 */
export function useMusic(url: string | null, playing: boolean, level: 0 | 1, seek: { at: number; nonce: number }) {
  const track = useRef<Track | null>(null);

  useEffect(() => {
    if (!url) return;
    const t = openTrack(url);
    track.current = t;
    return () => {
      t.audio.pause();
      t.audio.removeAttribute('src');
      void t.context?.close().catch(() => undefined);
      track.current = null;
    };
  }, [url]);

  useEffect(() => {
    const t = track.current;
    if (!t) return;
    if (t.gain && t.context) t.gain.gain.setTargetAtTime(level, t.context.currentTime, FADE_SECONDS);
    else t.audio.volume = level;
  }, [level, url]);

  useEffect(() => {
    const t = track.current;
    if (!t) return;
    if (!playing) return t.audio.pause();
    void t.context?.resume().catch(() => undefined);
    // a refused or failed track leaves the greeting silent underneath: the clips still play
    t.audio.play()?.catch(() => undefined);
  }, [playing, url]);

  useEffect(() => {
    const t = track.current;
    if (!t || seek.nonce === 0) return;
    const length = t.audio.duration;
    t.audio.currentTime = Number.isFinite(length) && length > 0 ? seek.at % length : seek.at;
  }, [seek.nonce, seek.at, url]);
}
