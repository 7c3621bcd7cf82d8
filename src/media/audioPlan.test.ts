import { describe, expect, it } from 'vitest';
import {
  audioPlan,
  DUCK_GAIN,
  EDGE_FADE_SECONDS,
  equalPower,
  fadeGainAt,
  LOOP_CROSSFADE_SECONDS,
  musicEnvelope,
  musicGainAt,
  musicPasses,
} from './audioPlan';
import { buildTimeline, END_CARD_SECONDS, type TimelineClip } from './timeline';

const clip = (id: number, over: Partial<TimelineClip>): TimelineClip => ({
  id,
  index: id,
  isImage: false,
  image: `/t${id}.jpg`,
  video: `/v${id}.mp4`,
  caption: '',
  audio_option: 0,
  trimStart: null,
  trimEnd: null,
  ...over,
});

const D = DUCK_GAIN;

describe('audioPlan: the three sound options, trims, cross-fades and the music', () => {
  // intro 3 s; v1 4 s (option 0); v2 5 s (option 1); v3 2 s of 1-3 (option 2); photo 4 s; photo 4 s (option 2); end card
  // each part cross-fades in over 0.5 s: starts 0, 2.5, 6, 10.5, 12, 15.5, end card 19; total 22
  const timeline = buildTimeline({
    intro: '/intro.mp4',
    clips: [
      clip(1, { audio_option: 0 }),
      clip(2, { audio_option: 1 }),
      clip(3, { audio_option: 2, trimStart: 1, trimEnd: 3 }),
      clip(4, { isImage: true, video: null, image: '/p4.jpg' }),
      clip(5, { isImage: true, video: null, image: '/p5.jpg', audio_option: 2 }),
    ],
    music: '/music.m4a',
    durations: { '/intro.mp4': 3, '/v1.mp4': 4, '/v2.mp4': 5, '/v3.mp4': 6 },
    endCard: true,
  });
  const plan = audioPlan(timeline);

  it("each video's own sound where its option keeps it (the intro, option 0, option 2 trimmed), fading with the pictures' cross-fades", () => {
    expect(plan.total).toBe(22);
    expect(plan.sounds).toEqual([
      // the first part has no cross-fade in: a short fade so it never clicks
      { key: 'intro', src: '/intro.mp4', at: 0, from: 0, duration: 3, fadeIn: EDGE_FADE_SECONDS, fadeOut: 0.5 },
      { key: 'clip-1', src: '/v1.mp4', at: 2.5, from: 0, duration: 4, fadeIn: 0.5, fadeOut: 0.5 },
      { key: 'clip-3', src: '/v3.mp4', at: 10.5, from: 1, duration: 2, fadeIn: 0.5, fadeOut: 0.5 },
    ]);
  });

  it('two clips cross-fade at equal power: each at cos/sin of the way, their powers summing to one', () => {
    const [intro, first] = plan.sounds;
    for (const t of [2.5, 2.6, 2.75, 2.9, 3]) {
      const out = fadeGainAt(intro, t);
      const into = fadeGainAt(first, t);
      expect(out ** 2 + into ** 2).toBeCloseTo(1, 6);
    }
    expect(fadeGainAt(first, 2.75)).toBeCloseTo(Math.SQRT1_2, 6);
    expect(fadeGainAt(first, 4)).toBe(1);
    expect(fadeGainAt(first, 2.4)).toBe(0);
    expect(fadeGainAt(first, 6.6)).toBe(0);
  });

  it('the music envelope: in over 1 s, ducked (0.3 s ramps) under option 0, muted under option 2 (a video, a photo), out over the last 2 s', () => {
    const r = (n: number) => Math.round(n * 1e6) / 1e6;
    expect(plan.music).toEqual({
      src: '/music.m4a',
      envelope: [
        { at: 0, gain: 0 },
        { at: 1, gain: 1 },
        // clip 1 (option 0) fades in at 2.5: the music dips as it starts
        { at: 2.5, gain: 1 },
        { at: 2.8, gain: r(D) },
        // and is back up as it has faded out under clip 2 (6-6.5)
        { at: 6.2, gain: r(D) },
        { at: 6.5, gain: 1 },
        // clip 3 (option 2) from 10.5: silent
        { at: 10.5, gain: 1 },
        { at: 10.8, gain: 0 },
        { at: 12.2, gain: 0 },
        { at: 12.5, gain: 1 },
        // the option-2 photo from 15.5
        { at: 15.5, gain: 1 },
        { at: 15.8, gain: 0 },
        { at: 19.2, gain: 0 },
        { at: 19.5, gain: 1 },
        // the end card (19-22): the music fades out over the last 2 s
        { at: 20, gain: 1 },
        { at: 22, gain: 0 },
      ],
    });
  });

  it.each([
    [0, 0],
    [0.5, 0.5],
    [1, 1],
    [2.65, (1 + D) / 2],
    [4, D],
    [6.35, (1 + D) / 2],
    [10.65, 0.5],
    [11, 0],
    [14, 1],
    [17, 0],
    [21, 0.5],
    [21.9, 0.05],
    [22, 0],
    [30, 0],
    [-1, 0],
  ])('musicGainAt %s s: %s', (seconds, gain) => {
    expect(musicGainAt(plan.music!.envelope, seconds)).toBeCloseTo(gain, 6);
  });

  it("the end card's last frame has the music at (nearly) nothing", () => {
    expect(musicGainAt(plan.music!.envelope, plan.total - 1 / 30)).toBeLessThan(0.02);
    expect(timeline.segments.at(-1)).toMatchObject({ kind: 'endCard', duration: END_CARD_SECONDS });
  });

  it("'No music': no track, and the clips' own sound as before", () => {
    const quiet = audioPlan({ ...timeline, music: null });
    expect(quiet.music).toBeNull();
    expect(quiet.sounds).toHaveLength(3);
  });

  it('a film shorter than the fades together: in and out meet, starting and ending at 0', () => {
    const short = buildTimeline({
      intro: null,
      clips: [clip(1, { isImage: true, video: null, image: '/p.jpg' })],
      music: '/m.m4a',
    });
    // one 4 s photo is longer than 3 s; a 1.5 s film is not
    expect(musicEnvelope(short.segments, 1.5)).toEqual([
      { at: 0, gain: 0 },
      { at: 0.5, gain: 0.5 },
      { at: 1.5, gain: 0 },
    ]);
  });

  it('very short parts: each ramp waits for the one before, so the envelope never goes back in time', () => {
    const quick = buildTimeline({
      intro: null,
      clips: [
        clip(1, { audio_option: 2 }),
        clip(2, { audio_option: 0 }),
        clip(3, { audio_option: 2 }),
        clip(4, { audio_option: 1 }),
      ],
      music: '/m.m4a',
      durations: { '/v1.mp4': 0.4, '/v2.mp4': 0.4, '/v3.mp4': 0.4, '/v4.mp4': 3 },
    });
    const { envelope } = audioPlan(quick).music!;
    for (let i = 1; i < envelope.length; i++) expect(envelope[i].at).toBeGreaterThan(envelope[i - 1].at);
    expect(envelope.at(-1)).toEqual({ at: quick.total, gain: 0 });
    expect(envelope.every((p) => p.gain >= 0 && p.gain <= 1)).toBe(true);
  });
});

describe('musicPasses: a track shorter than the film loops, cross-fading at a phrase end', () => {
  const X = LOOP_CROSSFADE_SECONDS;

  it.each([
    // [track, film, passes as [at, duration, fadeIn, fadeOut]]
    ['a long track plays once, cut by the fade out', 90, 60, [[0, 60, 0, 0]]],
    ['exactly the film', 60, 60, [[0, 60, 0, 0]]],
    [
      'a 60 s track under a 100 s film: a second pass from 58.5 s',
      60,
      100,
      [
        [0, 60, 0, X],
        [60 - X, 100 - (60 - X), X, 0],
      ],
    ],
    [
      'a 6 s loop under 15 s: passes every 4.5 s',
      6,
      15,
      [
        [0, 6, 0, X],
        [4.5, 6, X, X],
        [9, 6, X, 0],
      ],
    ],
    [
      'a 2 s track overlaps by half (1 s)',
      2,
      3,
      [
        [0, 2, 0, 1],
        [1, 2, 1, 0],
      ],
    ],
    ['a blip under a second plays once', 0.5, 10, [[0, 0.5, 0, 0]]],
    ['no track', 0, 10, []],
  ])('%s', (_, track, film, expected) => {
    const passes = musicPasses(track as number, film as number);
    expect(passes.map((p) => [p.at, p.duration, p.fadeIn, p.fadeOut])).toEqual(expected);
    expect(passes.every((p) => p.from === 0)).toBe(true);
  });

  it('never a gap or a dip: at every moment the passes heard sum to full power', () => {
    const film = 40;
    const passes = musicPasses(7, film);
    for (let t = 0; t < film; t += 0.01) {
      const power = passes.reduce((sum, p) => sum + fadeGainAt(p, t) ** 2, 0);
      expect(power).toBeCloseTo(1, 6);
    }
    // and the last pass ends with the film
    const last = passes.at(-1)!;
    expect(last.at + last.duration).toBeCloseTo(film, 9);
  });

  it('equal power: sin rising, its mirror falling', () => {
    expect(equalPower(0)).toBe(0);
    expect(equalPower(0.5)).toBeCloseTo(Math.SQRT1_2, 9);
    expect(equalPower(1)).toBe(1);
    expect(equalPower(0.3) ** 2 + equalPower(0.7) ** 2).toBeCloseTo(1, 9);
  });
});
