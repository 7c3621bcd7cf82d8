import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMusic } from './useMusic';

// jsdom has no Web Audio: a small stand-in that records the graph and the gain levels asked for
type Level = { value: number; setTargetAtTime: (v: number) => void };
let contexts: FakeContext[] = [];
class FakeContext {
  currentTime = 0;
  destination = { kind: 'destination' };
  gains: Level[] = [];
  sources: HTMLMediaElement[] = [];
  closed = false;
  constructor() {
    contexts.push(this);
  }
  createGain() {
    const gain: Level = { value: 1, setTargetAtTime: (v) => void (gain.value = v) };
    this.gains.push(gain);
    return { gain, connect: (next: unknown) => next };
  }
  createMediaElementSource(element: HTMLMediaElement) {
    this.sources.push(element);
    return { connect: (next: unknown) => next };
  }
  resume = () => Promise.resolve();
  close = () => {
    this.closed = true;
    return Promise.resolve();
  };
}

let play: ReturnType<typeof vi.spyOn>;
let pause: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  contexts = [];
  vi.stubGlobal('AudioContext', FakeContext);
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const start = { at: 0, nonce: 0 };
type Props = { url: string | null; playing: boolean; level: 0 | 1; seek: { at: number; nonce: number } };
const mount = (props: Props) => renderHook((p: Props) => useMusic(p.url, p.playing, p.level, p.seek), { initialProps: props });

describe('useMusic: the music under the whole greeting', () => {
  it('plays the track through a Web Audio gain node at the level each segment asks for', () => {
    const { rerender } = mount({ url: '/media/music/upbeat.mp3', playing: true, level: 1, seek: start });
    expect(contexts).toHaveLength(1);
    const [context] = contexts;
    const audio = context.sources[0];
    expect(audio.getAttribute('src')).toBe('/media/music/upbeat.mp3');
    expect(audio.loop).toBe(true);
    expect(audio.crossOrigin).toBeNull();
    expect(context.gains[0].value).toBe(1);
    expect(play).toHaveBeenCalled();

    // a clip with sound option 2: the music fades out, the element itself keeps playing
    rerender({ url: '/media/music/upbeat.mp3', playing: true, level: 0, seek: start });
    expect(context.gains[0].value).toBe(0);
    expect(audio.muted).toBe(false);
    rerender({ url: '/media/music/upbeat.mp3', playing: true, level: 1, seek: start });
    expect(context.gains[0].value).toBe(1);

    rerender({ url: '/media/music/upbeat.mp3', playing: false, level: 1, seek: start });
    expect(pause).toHaveBeenCalled();
  });

  it("'No music' (no url): no track and no audio graph", () => {
    mount({ url: null, playing: true, level: 1, seek: start });
    expect(contexts).toHaveLength(0);
    expect(play).not.toHaveBeenCalled();
  });

  it('a jump moves the music with it; leaving closes the track', () => {
    const { rerender, unmount } = mount({ url: '/m.mp3', playing: true, level: 1, seek: start });
    const audio = contexts[0].sources[0];
    rerender({ url: '/m.mp3', playing: true, level: 1, seek: { at: 7, nonce: 1 } });
    expect(audio.currentTime).toBe(7);
    unmount();
    expect(contexts[0].closed).toBe(true);
    expect(audio.getAttribute('src')).toBeNull();
  });

  it('a track from another site asks for CORS; refused, it plays as a plain element, muted where the music is', () => {
    const url = 'https://cdn.example.com/music/calm.mp3';
    const { rerender } = mount({ url, playing: true, level: 0, seek: start });
    const webAudio = contexts[0].sources[0];
    expect(webAudio.crossOrigin).toBe('anonymous');
    play.mockClear();

    webAudio.dispatchEvent(new Event('error'));
    expect(contexts[0].closed).toBe(true);
    // no second audio graph: the new element is played directly
    expect(contexts).toHaveLength(1);
    expect(play).toHaveBeenCalledTimes(1);
    const plain = play.mock.contexts[0] as HTMLAudioElement;
    expect(plain).not.toBe(webAudio);
    expect(plain.getAttribute('src')).toBe(url);
    expect(plain.crossOrigin).toBeNull();
    expect(plain.muted).toBe(true);
    rerender({ url, playing: true, level: 1, seek: start });
    expect(plain.muted).toBe(false);
  });

  it('a track reopened after an error takes the level and playing of that moment, not of its opening', () => {
    const url = 'https://cdn.example.com/music/calm.mp3';
    const { rerender } = mount({ url, playing: false, level: 1, seek: start });
    rerender({ url, playing: true, level: 0, seek: start });
    play.mockClear();

    contexts[0].sources[0].dispatchEvent(new Event('error'));
    const plain = play.mock.contexts[0] as HTMLAudioElement;
    expect(plain.getAttribute('src')).toBe(url);
    expect(plain.muted).toBe(true);
  });
});
