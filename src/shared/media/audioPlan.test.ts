import { describe, expect, it } from 'vitest';
import { audioPlan, fadeStep, MUSIC_FADE_SECONDS, musicTargetAt } from './audioPlan';
import { buildTimeline, type TimelineClip } from './timeline';

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

describe('audioPlan: the three sound options, trims and the music', () => {
  const timeline = buildTimeline({
    intro: '/intro.mp4',
    clips: [
      clip(1, { audio_option: 0 }),
      clip(2, { audio_option: 1 }),
      clip(3, { audio_option: 2, trimStart: 1, trimEnd: 3 }),
      clip(4, { isImage: true, video: null, image: '/p4.jpg' }),
      clip(5, { isImage: true, video: null, image: '/p5.jpg', audio_option: 2 }),
    ],
    music: '/music.mp3',
    durations: { '/intro.mp4': 3, '/v1.mp4': 4, '/v2.mp4': 5, '/v3.mp4': 6 },
  });
  const plan = audioPlan(timeline);

  it("each video's own sound where its option keeps it: the intro, option 0 and option 2 (trimmed); not option 1, not photos", () => {
    expect(plan.sounds).toEqual([
      { key: 'intro', src: '/intro.mp4', at: 0, from: 0, duration: 3 },
      { key: 'clip-1', src: '/v1.mp4', at: 3, from: 0, duration: 4 },
      { key: 'clip-3', src: '/v3.mp4', at: 12, from: 1, duration: 2 },
    ]);
  });

  it('the music under the whole greeting, muted under option 2 (a video or a photo) and back after', () => {
    expect(plan.total).toBe(22);
    expect(plan.music).toEqual({
      src: '/music.mp3',
      levels: [
        { at: 0, level: 1 },
        { at: 12, level: 0 },
        { at: 14, level: 1 },
        { at: 18, level: 0 },
      ],
    });
  });

  it.each([
    [0, 1],
    [11.99, 1],
    [12, 0],
    [13, 0],
    [14, 1],
    [21, 0],
  ])('the level the music heads for at %s s: %s', (seconds, level) => {
    expect(musicTargetAt(plan.music!.levels, seconds)).toBe(level);
  });

  it("'No music': no track, and the clips' own sound as before", () => {
    const quiet = audioPlan({ ...timeline, music: null });
    expect(quiet.music).toBeNull();
    expect(quiet.sounds).toHaveLength(3);
  });

  it("the music fades as the preview's Web Audio does (setTargetAtTime, 80 ms): 63% of the way after one time constant", () => {
    const rate = 48_000;
    let level = 1;
    for (let i = 0; i < MUSIC_FADE_SECONDS * rate; i++) level += (0 - level) * fadeStep(rate);
    expect(level).toBeCloseTo(Math.exp(-1), 3);
  });
});
