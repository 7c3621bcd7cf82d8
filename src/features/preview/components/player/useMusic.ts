import { useEffect, useEffectEvent, useRef } from 'react';
import { fadeGainAt, musicGainAt, musicPasses, type AudioPlan, type EnvelopePoint, type MusicPass } from '@/media/audioPlan';
import { LoudnessMeter, MUSIC_LUFS, MUSIC_MEASURE_SECONDS, normalisingGain } from '@/media/loudness';

// The music under the instant preview, as the finished video has it: the same track, measured and
// brought to the same level, looped in the same passes with the same cross-fades, and following the
// same envelope (in over a second, ducked under a clip heard with it, muted under option 2, out over
// the last two seconds). Web Audio plays the decoded track; where there is none (or the track's site
// refuses to share it), a plain looping <audio> element plays it at the envelope's level (muted
// where it is silent: iOS ignores an element's volume).

/** The greeting's clock, as the player keeps it. */
export type MusicClock = {
  /** Seconds on the whole greeting, now. */
  time: () => number;
  /** Changes when the greeting's time jumps (a seek, previous or next, a restart): the music follows. */
  nonce: number;
};

/** The music is moved back in step with the greeting when they drift this far apart (a video stalled, the tab slept). */
const DRIFT_SECONDS = 0.25;
/** How often the music checks it is in step, and the element fallback follows the envelope. */
const CHECK_MS = 250;
/** Scheduling a little ahead of the context's clock, so nothing is scheduled in the past. */
const LEAD_SECONDS = 0.03;
/** Points of a cross-fade curve. */
const CURVE_POINTS = 32;

type WindowWithWebkitAudio = Window & { webkitAudioContext?: typeof AudioContext };

const noop = () => undefined;

function audioContextClass(): typeof AudioContext | undefined {
  return window.AudioContext ?? (window as WindowWithWebkitAudio).webkitAudioContext;
}

function decodeAudio(context: BaseAudioContext, data: ArrayBuffer): Promise<AudioBuffer> {
  return new Promise((resolve, reject) => {
    // older Safari answers through the callbacks only
    const promise = context.decodeAudioData(data, resolve, reject) as Promise<AudioBuffer> | undefined;
    promise?.then(resolve, reject);
  });
}

/** The track's loudness, measured as the sound worker measures it, a few seconds at a time (the page stays responsive). */
async function musicGainOf(buffer: AudioBuffer, alive: () => boolean): Promise<number> {
  const frames = Math.min(buffer.length, Math.round(MUSIC_MEASURE_SECONDS * buffer.sampleRate));
  const channels = Array.from({ length: Math.min(2, buffer.numberOfChannels) }, (_, c) => buffer.getChannelData(c));
  // mono is heard on both sides, as the video's stereo mix has it
  const stereo = channels.length === 1 ? [channels[0], channels[0]] : channels;
  const meter = new LoudnessMeter(buffer.sampleRate, 2);
  const step = buffer.sampleRate * 5;
  for (let at = 0; at < frames && alive(); at += step) {
    const end = Math.min(frames, at + step);
    meter.push(stereo.map((c) => c.subarray(at, end)));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return normalisingGain(meter.result(), MUSIC_LUFS);
}

/** What plays the music: the decoded track through Web Audio, or a plain element. */
interface Player {
  /** Plays from `seconds` on the greeting (again, when it was already playing). */
  playFrom(seconds: number): void;
  stop(): void;
  isPlaying(): boolean;
  /** It plays within `tolerance` seconds of `seconds` on the greeting. */
  inStep(seconds: number, tolerance: number): boolean;
  /** The plan changed (the timeline learned a length): the level (and the passes) follow from `seconds`. */
  reshape(seconds: number): void;
  /** The element follows the envelope by polling; Web Audio has it scheduled. */
  follow(seconds: number): void;
  close(): void;
}

type Shape = { total: number; envelope: readonly EnvelopePoint[] };

/** What counts as the viewer's gesture for letting audio play. */
const UNLOCK_EVENTS = ['pointerdown', 'keydown', 'touchend'] as const;

/** A stop or a start takes this long to fade (no click). */
const DECLICK_SECONDS = 0.02;

/** The decoded track through Web Audio: a source per pass, each with its cross-fade, into a gain on the envelope. */
class WebAudioPlayer implements Player {
  private readonly master: GainNode;
  private voices: AudioBufferSourceNode[] = [];
  private started: { context: number; greeting: number; passes: string } | null = null;

  constructor(
    private readonly context: AudioContext,
    private readonly buffer: AudioBuffer,
    private readonly level: number,
    private readonly shape: () => Shape,
  ) {
    this.master = context.createGain();
    this.master.gain.value = 0;
    this.master.connect(context.destination);
    // Safari starts a context made outside a tap suspended: the next tap or key lets it play
    if (context.state === 'suspended') {
      for (const type of UNLOCK_EVENTS) document.addEventListener(type, this.unlock, true);
    }
  }

  private readonly unlock = () => {
    void this.context.resume().catch(noop);
    for (const type of UNLOCK_EVENTS) document.removeEventListener(type, this.unlock, true);
  };

  private passes(): MusicPass[] {
    return musicPasses(this.buffer.duration, this.shape().total);
  }

  playFrom(t0: number) {
    this.stop();
    void this.context.resume?.().catch(noop);
    const c0 = this.context.currentTime + LEAD_SECONDS;
    const at = (t: number) => c0 + (t - t0);
    const passes = this.passes();
    this.levelFrom(t0, c0, true);
    for (const pass of passes) {
      if (pass.at + pass.duration <= t0) continue;
      const source = this.context.createBufferSource();
      source.buffer = this.buffer;
      const gain = this.context.createGain();
      this.fades(gain.gain, pass, t0, at);
      source.connect(gain).connect(this.master);
      source.onended = () => {
        source.disconnect();
        gain.disconnect();
      };
      const into = Math.max(0, t0 - pass.at);
      source.start(at(Math.max(t0, pass.at)), pass.from + into, pass.duration - into);
      this.voices.push(source);
    }
    this.started = { context: c0, greeting: t0, passes: JSON.stringify(passes) };
  }

  /** The envelope from greeting time `t0` (context time `c0`) on, times the track's level; from silence when starting. */
  private levelFrom(t0: number, c0: number, fromSilence: boolean) {
    const { envelope } = this.shape();
    const param = this.master.gain;
    const at = (t: number) => c0 + (t - t0);
    param.cancelScheduledValues(c0);
    const first = fromSilence ? t0 + DECLICK_SECONDS : t0;
    param.setValueAtTime(fromSilence ? 0 : this.level * musicGainAt(envelope, t0), c0);
    param.linearRampToValueAtTime(this.level * musicGainAt(envelope, first), at(first));
    for (const p of envelope) if (p.at > first) param.linearRampToValueAtTime(this.level * p.gain, at(p.at));
  }

  /** A pass's own cross-fades from `t0` on, as curves sampled from the same function the mixer uses. */
  private fades(param: AudioParam, pass: MusicPass, t0: number, at: (t: number) => number) {
    param.value = fadeGainAt(pass, Math.max(t0, pass.at) + 1e-6);
    const curve = (a: number, b: number) => {
      const start = Math.max(a, t0);
      if (b - start <= 1e-3) return;
      const values = Float32Array.from({ length: CURVE_POINTS }, (_, i) =>
        fadeGainAt(pass, start + ((b - start) * i) / (CURVE_POINTS - 1)),
      );
      param.setValueCurveAtTime(values, at(start), b - start);
    };
    // the two curves never meet (a fade is at most half a pass): a hair between them all the same
    if (pass.fadeIn > 0) curve(pass.at, pass.at + Math.min(pass.fadeIn, pass.duration) - 1e-4);
    if (pass.fadeOut > 0) curve(pass.at + pass.duration - pass.fadeOut, pass.at + pass.duration - 1e-4);
  }

  stop() {
    const now = this.context.currentTime;
    const param = this.master.gain;
    param.cancelScheduledValues(now);
    param.setValueAtTime(param.value, now);
    param.linearRampToValueAtTime(0, now + DECLICK_SECONDS);
    for (const source of this.voices) {
      try {
        source.stop(now + DECLICK_SECONDS);
      } catch {
        // already stopped
      }
    }
    this.voices = [];
    this.started = null;
  }

  isPlaying() {
    return this.started !== null;
  }

  inStep(seconds: number, tolerance: number) {
    if (!this.started) return false;
    return Math.abs(this.started.greeting + (this.context.currentTime - this.started.context) - seconds) <= tolerance;
  }

  reshape(seconds: number) {
    if (!this.started) return;
    // a pass longer or shorter: start again from here; else only the level changes
    if (JSON.stringify(this.passes()) !== this.started.passes) return this.playFrom(seconds);
    const c = this.context.currentTime + LEAD_SECONDS;
    this.levelFrom(this.started.greeting + (c - this.started.context), c, false);
  }

  follow() {}

  close() {
    this.stop();
    for (const type of UNLOCK_EVENTS) document.removeEventListener(type, this.unlock, true);
    void this.context.close().catch(noop);
  }
}

/** A plain looping element at the envelope's level (no passes, no Web Audio). */
class ElementPlayer implements Player {
  private readonly audio: HTMLAudioElement;
  private playing = false;

  constructor(
    url: string,
    private readonly shape: () => Shape,
  ) {
    this.audio = new Audio();
    this.audio.loop = true;
    this.audio.preload = 'auto';
    this.audio.src = url;
  }

  playFrom(seconds: number) {
    this.playing = true;
    const length = this.audio.duration;
    this.audio.currentTime = Number.isFinite(length) && length > 0 ? seconds % length : seconds;
    this.follow(seconds);
    // a refused or failed track leaves the greeting silent underneath: the clips still play
    this.audio.play()?.catch(noop);
  }

  stop() {
    this.playing = false;
    this.audio.pause();
  }

  isPlaying() {
    return this.playing;
  }

  inStep(seconds: number, tolerance: number) {
    const length = this.audio.duration;
    if (!this.playing) return false;
    // the element loops: in step when it is where the greeting is, a whole number of loops on
    if (!(Number.isFinite(length) && length > 0)) return Math.abs(this.audio.currentTime - seconds) <= tolerance;
    const off = (((this.audio.currentTime - seconds) % length) + length) % length;
    return Math.min(off, length - off) <= tolerance;
  }

  reshape(seconds: number) {
    if (this.playing) this.follow(seconds);
  }

  follow(seconds: number) {
    const gain = musicGainAt(this.shape().envelope, seconds);
    // muted where the music is silent (iOS ignores volume); elsewhere its level where volume works
    this.audio.muted = gain < 0.01;
    this.audio.volume = Math.min(1, Math.max(0, gain));
  }

  close() {
    this.audio.pause();
    this.audio.removeAttribute('src');
  }
}

/** A jump (the clock's nonce changed) moves the music unless it is already this close. */
const JUMP_TOLERANCE_SECONDS = 0.12;

/**
 * The music under the whole greeting, following the audio plan: `url` is the track (null: none, or
 * not yet), `plan` the greeting's (its envelope and length), `clock` the greeting's time. It starts,
 * stops and jumps with the player, and moves back in step if it drifts.
 */
export function useMusic(url: string | null, playing: boolean, plan: AudioPlan | null, clock: MusicClock): void {
  const player = useRef<Player | null>(null);
  const shapeRef = useRef<Shape>({ total: 0, envelope: [] });
  const shapeKey = JSON.stringify([plan?.total ?? 0, plan?.music?.envelope ?? null]);
  const shapeNow = useEffectEvent((): Shape => ({
    total: plan?.total ?? 0,
    envelope: plan?.music?.envelope ?? [{ at: 0, gain: 1 }],
  }));

  /** Plays, stops or moves the music to where the greeting is. */
  const sync = useEffectEvent((tolerance: number) => {
    const p = player.current;
    if (!p) return;
    if (!playing) return p.stop();
    const now = clock.time();
    if (!p.isPlaying() || !p.inStep(now, tolerance)) p.playFrom(now);
    else p.follow(now);
  });
  const reshape = useEffectEvent(() => player.current?.reshape(clock.time()));

  // the plan changed (a length learned): the level follows, and the passes if they changed
  useEffect(() => {
    shapeRef.current = shapeNow();
    reshape();
  }, [shapeKey]);

  useEffect(() => {
    if (!url) return;
    let alive = true;
    const shape = () => shapeRef.current;
    const playAsElement = () => {
      if (!alive) return;
      player.current?.close();
      player.current = new ElementPlayer(url, shape);
      sync(0);
    };
    const Context = audioContextClass();
    let context: AudioContext | null = null;
    if (!Context) playAsElement();
    else {
      void (async () => {
        try {
          context = new Context();
          // a track from another site is shared only with CORS; refused, it plays as a plain element
          const response = await fetch(url);
          if (!response.ok) throw new Error(`${url}: ${response.status}`);
          const buffer = await decodeAudio(context, await response.arrayBuffer());
          const level = await musicGainOf(buffer, () => alive);
          if (!alive) return;
          player.current = new WebAudioPlayer(context, buffer, level, shape);
          sync(0);
        } catch {
          void context?.close().catch(noop);
          context = null;
          playAsElement();
        }
      })();
    }
    return () => {
      alive = false;
      const p = player.current;
      player.current = null;
      p?.close();
      // left while the track was loading: its context closes too
      if (context && !(p instanceof WebAudioPlayer)) void context.close().catch(noop);
    };
  }, [url]);

  // playing or paused, or a jump: where the greeting is (a jump to where it already is changes nothing)
  useEffect(() => {
    sync(JUMP_TOLERANCE_SECONDS);
  }, [playing, clock.nonce, url]);

  // while playing: back in step if it drifts (a stalled video, a sleeping tab); the element follows the envelope
  useEffect(() => {
    if (!playing || !url) return;
    const timer = setInterval(() => sync(DRIFT_SECONDS), CHECK_MS);
    return () => clearInterval(timer);
  }, [playing, url]);
}
