import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DUCK_GAIN, fadeGainAt, type AudioPlan, type EnvelopePoint } from '@/media/audioPlan';
import { measureLoudness, MUSIC_LUFS, normalisingGain } from '@/media/loudness';
import { useMusic, type MusicClock } from './useMusic';

// jsdom has no Web Audio: a small stand-in that records the graph and every automation asked for
type Automation = [kind: string, ...args: unknown[]];
class FakeParam {
  value = 1;
  events: Automation[] = [];
  setValueAtTime(v: number, t: number) {
    this.events.push(['set', v, t]);
  }
  linearRampToValueAtTime(v: number, t: number) {
    this.events.push(['ramp', v, t]);
  }
  setValueCurveAtTime(values: Float32Array, t: number, d: number) {
    this.events.push(['curve', Array.from(values), t, d]);
  }
  cancelScheduledValues(t: number) {
    this.events.push(['cancel', t]);
  }
}
type FakeSource = { buffer: unknown; start: ReturnType<typeof vi.fn>; stop: ReturnType<typeof vi.fn>; gain: FakeParam };

const RATE = 8000;
/** The decoded track: a 1 kHz tone at -6 dBFS, mono. */
function track(seconds: number) {
  const data = Float32Array.from({ length: seconds * RATE }, (_, i) => 0.5 * Math.sin((2 * Math.PI * 1000 * i) / RATE));
  return { duration: seconds, length: data.length, sampleRate: RATE, numberOfChannels: 1, getChannelData: () => data };
}
/** The level the sound worker would give it (mono heard on both sides). */
const levelOf = (t: ReturnType<typeof track>) =>
  normalisingGain(measureLoudness([t.getChannelData(), t.getChannelData()], RATE), MUSIC_LUFS);

let contexts: FakeContext[] = [];
let decoded = track(30);
let refuseDecode = false;
let startState: AudioContextState = 'running';
class FakeContext {
  currentTime = 0;
  destination = { kind: 'destination' };
  master: FakeParam | null = null;
  sources: FakeSource[] = [];
  closed = false;
  constructor() {
    contexts.push(this);
  }
  createGain() {
    const gain = new FakeParam();
    // the first gain made is the music's own (the envelope); each pass has one after it
    this.master ??= gain;
    const last = this.sources.at(-1);
    if (last && !last.gain) last.gain = gain;
    return { gain, connect: (next: unknown) => next, disconnect: () => undefined };
  }
  createBufferSource() {
    const source = { buffer: null, start: vi.fn(), stop: vi.fn(), connect: (next: unknown) => next, disconnect: vi.fn() };
    this.sources.push(source as unknown as FakeSource);
    return source;
  }
  decodeAudioData = vi.fn(() =>
    refuseDecode ? Promise.reject(new DOMException('Unable to decode audio data', 'EncodingError')) : Promise.resolve(decoded),
  );
  state = startState;
  resume = vi.fn(() => Promise.resolve());
  close = () => {
    this.closed = true;
    return Promise.resolve();
  };
}

let play: ReturnType<typeof vi.spyOn>;
let pause: ReturnType<typeof vi.spyOn>;
let fetched: string[];
beforeEach(() => {
  contexts = [];
  fetched = [];
  decoded = track(30);
  refuseDecode = false;
  startState = 'running';
  vi.stubGlobal('AudioContext', FakeContext);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url);
      return { ok: true, status: 200, arrayBuffer: async () => new ArrayBuffer(8) };
    }),
  );
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const D = DUCK_GAIN;
// a 10 s greeting: in over 1 s, ducked 4-6 s, out over the last 2 s
const envelope: EnvelopePoint[] = [
  { at: 0, gain: 0 },
  { at: 1, gain: 1 },
  { at: 4, gain: 1 },
  { at: 4.3, gain: D },
  { at: 6, gain: D },
  { at: 6.3, gain: 1 },
  { at: 8, gain: 1 },
  { at: 10, gain: 0 },
];
const plan: AudioPlan = { total: 10, sounds: [], music: { src: '/media/music/upbeat.m4a', envelope } };

let now = 0;
const clockAt = (nonce = 0): MusicClock => ({ time: () => now, nonce });
type Props = { url: string | null; playing: boolean; plan: AudioPlan | null; clock: MusicClock };
const mount = (props: Partial<Props> = {}) =>
  renderHook((p: Props) => useMusic(p.url, p.playing, p.plan, p.clock), {
    initialProps: { url: '/media/music/upbeat.m4a', playing: true, plan, clock: clockAt(), ...props },
  });

/** Waits until the track is decoded, measured and playing (its passes started). */
async function started(count = 1) {
  await waitFor(() => expect(contexts[0]?.sources.length ?? 0).toBeGreaterThanOrEqual(count));
  return contexts[0];
}

const close = (v: number) => Math.round(v * 1e6) / 1e6;

describe('useMusic: the music under the preview follows the same plan as the file', () => {
  beforeEach(() => {
    now = 0;
  });

  it("plays the decoded track through Web Audio at the sound worker's level, the envelope scheduled point by point", async () => {
    mount();
    const context = await started();
    expect(fetched).toEqual(['/media/music/upbeat.m4a']);
    const level = levelOf(decoded);
    // one pass (the track is longer than the greeting), from its start, as long as the greeting
    expect(context.sources).toHaveLength(1);
    expect(context.sources[0].start).toHaveBeenCalledWith(0.03, 0, 10);
    // what is scheduled once it starts (after the cancel that clears the way)
    const events = context.master!.events;
    const ramps = events
      .slice(events.findLastIndex(([kind]) => kind === 'cancel'))
      .filter(([kind]) => kind === 'ramp')
      .map(([, v, t]) => [close(v as number), close(t as number)]);
    expect(ramps).toEqual([
      // from silence over 20 ms (no click) to where the envelope is then, then every point at its moment
      [close(level * 0.02), 0.05],
      [close(level), 1.03],
      [close(level), 4.03],
      [close(level * D), 4.33],
      [close(level * D), 6.03],
      [close(level), 6.33],
      [close(level), 8.03],
      [0, 10.03],
    ]);
  });

  it('a track shorter than the greeting loops: a source per pass, each cross-fading at equal power', async () => {
    decoded = track(4);
    mount();
    const context = await started(4);
    // passes at 0, 2.5, 5 and 7.5 (each from where the last 1.5 s of the one before begin)
    expect(context.sources.map((s) => s.start.mock.calls[0])).toEqual([
      [0.03, 0, 4],
      [2.53, 0, 4],
      [5.03, 0, 4],
      [7.53, 0, 2.5],
    ]);
    // the second pass fades in over 2.5-4 s and out over 5-6.5 s, sampled from the mixer's own fade
    const second = context.sources[1].gain;
    const curves = second.events.filter(([kind]) => kind === 'curve');
    expect(curves.map(([, , t, d]) => [close(t as number), close(d as number)])).toEqual([
      [2.53, close(1.5 - 1e-4)],
      [5.03, close(1.5 - 1e-4)],
    ]);
    const [, rise] = curves[0] as [string, number[]];
    expect(rise[0]).toBe(0);
    expect(rise.at(-1)).toBeCloseTo(1, 3);
    expect(rise[16]).toBeCloseTo(
      fadeGainAt({ at: 2.5, duration: 4, fadeIn: 1.5, fadeOut: 1.5 }, 2.5 + (1.5 - 1e-4) * (16 / 31)),
      6,
    );
  });

  it('pauses and plays again from where the greeting is; a jump moves it, a nonce with no jump does not', async () => {
    const { rerender } = mount();
    const context = await started();
    const first = context.sources[0];

    rerender({ url: plan.music!.src, playing: false, plan, clock: clockAt() });
    expect(first.stop).toHaveBeenCalled();

    now = 6;
    rerender({ url: plan.music!.src, playing: true, plan, clock: clockAt() });
    expect(context.sources).toHaveLength(2);
    expect(context.sources[1].start).toHaveBeenCalledWith(0.03, 6, 4);

    // the viewer jumps to 2 s
    now = 2;
    rerender({ url: plan.music!.src, playing: true, plan, clock: clockAt(1) });
    expect(context.sources).toHaveLength(3);
    expect(context.sources[2].start).toHaveBeenCalledWith(0.03, 2, 8);

    // the next part starts where the music already is: nothing restarts
    context.currentTime = 0.5;
    now = 2.5;
    rerender({ url: plan.music!.src, playing: true, plan, clock: clockAt(2) });
    expect(context.sources).toHaveLength(3);
  });

  it('moves back in step when the greeting stalls (a video buffering) and the music ran on', async () => {
    mount();
    const context = await started();
    // the context ran 5 s; the greeting is still at 1 s
    context.currentTime = 5;
    now = 1;
    await waitFor(() => expect(context.sources).toHaveLength(2));
    expect(context.sources[1].start).toHaveBeenCalledWith(5.03, 1, 9);
  });

  it('a plan whose envelope changes reschedules the level only; a longer greeting reschedules the passes', async () => {
    const { rerender } = mount();
    const context = await started();
    const quieter: AudioPlan = {
      ...plan,
      music: { ...plan.music!, envelope: envelope.map((p) => ({ ...p, gain: p.gain / 2 })) },
    };
    rerender({ url: plan.music!.src, playing: true, plan: quieter, clock: clockAt() });
    expect(context.sources).toHaveLength(1);
    expect(context.master!.events.at(-1)).toEqual(['ramp', 0, 10.03]);
    expect(
      context.master!.events.some(
        ([kind, v, t]) => kind === 'ramp' && t === 1.03 && close(v as number) === close(levelOf(decoded) / 2),
      ),
    ).toBe(true);

    rerender({ url: plan.music!.src, playing: true, plan: { ...quieter, total: 12 }, clock: clockAt() });
    expect(context.sources).toHaveLength(2);
    expect(context.sources[1].start).toHaveBeenCalledWith(0.03, 0, 12);
  });

  it("'No music' (no url): no track and no audio graph", () => {
    mount({ url: null });
    expect(contexts).toHaveLength(0);
    expect(fetched).toEqual([]);
    expect(play).not.toHaveBeenCalled();
  });

  it('a context the browser started suspended (Safari, no tap yet) is let play by the next tap', async () => {
    startState = 'suspended';
    mount();
    const context = await started();
    const before = context.resume.mock.calls.length;
    document.dispatchEvent(new Event('pointerdown'));
    expect(context.resume.mock.calls.length).toBe(before + 1);
    document.dispatchEvent(new Event('pointerdown'));
    expect(context.resume.mock.calls.length).toBe(before + 1);
  });

  it('leaving closes the track: its passes stop and its context closes', async () => {
    const { unmount } = mount();
    const context = await started();
    unmount();
    expect(context.sources[0].stop).toHaveBeenCalled();
    expect(context.closed).toBe(true);
  });
});

describe('useMusic: where Web Audio cannot have the track, a plain looping element', () => {
  beforeEach(() => {
    now = 0;
  });

  it('a track from another site that refuses CORS: the element plays it, muted where the music is silent, at its level elsewhere', async () => {
    const url = 'https://cdn.example.com/music/calm.mp3';
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { rerender } = mount({ url, plan: { ...plan, music: { ...plan.music!, src: url } } });
    await waitFor(() => expect(play).toHaveBeenCalled());
    expect(contexts[0].closed).toBe(true);
    const element = play.mock.contexts[0] as HTMLAudioElement;
    expect(element.getAttribute('src')).toBe(url);
    expect(element.crossOrigin).toBeNull();
    expect(element.loop).toBe(true);
    // at 0 s the music is silent (it fades in): muted, as iOS needs
    expect(element.muted).toBe(true);
    now = 5;
    rerender({ url, playing: true, plan, clock: clockAt(1) });
    expect(element.muted).toBe(false);
    expect(element.volume).toBeCloseTo(D, 3);
    rerender({ url, playing: false, plan, clock: clockAt(1) });
    expect(pause).toHaveBeenCalled();
  });

  it('no Web Audio at all: the element; a jump moves it; its level follows the envelope as it plays', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const { rerender } = mount();
    expect(play).toHaveBeenCalledTimes(1);
    const element = play.mock.contexts[0] as HTMLAudioElement;
    expect(element.muted).toBe(true);
    now = 7;
    rerender({ url: plan.music!.src, playing: true, plan, clock: clockAt(1) });
    expect(element.currentTime).toBe(7);
    expect(element.muted).toBe(false);
    now = 9.5;
    await waitFor(() => expect(element.volume).toBeCloseTo(0.25, 3));
  });

  it('a track Web Audio cannot decode plays as the element, in the state of that moment (paused)', async () => {
    refuseDecode = true;
    mount({ playing: false });
    await waitFor(() => expect(contexts[0]?.closed).toBe(true));
    await waitFor(() => expect(pause).toHaveBeenCalled());
    expect(play).not.toHaveBeenCalled();
  });
});
