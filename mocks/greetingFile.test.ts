import { describe, expect, it } from 'vitest';
import { givenClip, givenGreeting, givenNewGreeting } from '@/testing/builders';
import { getDb } from './db/store';
import { greetingSourceOf } from './greetingFile';

describe("greetingSourceOf: what the pipeline renders a greeting from (the preview's parts)", () => {
  it('the intro, the text images, the clips in saved order, the music and the uploads behind them', () => {
    const fizz = givenNewGreeting({ taId: 102, musicId: 1 });
    givenGreeting(
      {
        specialFields: [
          { title: 'Recipient', items: [{ id: 1, placeholder: 'Name', required: true, value: 'Grandma Rose' }] },
          { title: 'Message', items: [{ id: 2, placeholder: 'Line 1', required: true, value: 'Happy 80th Birthday!' }] },
        ],
      },
      fizz.id,
    );
    givenClip(fizz.id, {
      id: 9002,
      index: 1,
      isImage: false,
      video: '/mock-media/m2',
      image: '/thumb.svg',
      mediaId: 'm2',
      audio_option: 2,
    });
    givenClip(fizz.id, { id: 9001, index: 0, isImage: true, image: '/mock-media/m1', video: null, mediaId: 'm1', caption: 'Hi' });
    const source = greetingSourceOf(
      getDb(),
      getDb().fizzes.find((f) => f.id === fizz.id)!,
    );
    expect(source.intro).toBe(getDb().animations.find((a) => a.id === 102)!.video);
    expect(source.overlaySvgs).toHaveLength(2);
    expect(source.overlaySvgs[0]).toContain('Grandma Rose');
    expect(source.overlaySvgs[1]).toContain('Happy 80th Birthday!');
    expect(source.clips.map((c) => [c.id, c.caption, c.audio_option])).toEqual([
      [9001, 'Hi', 0],
      [9002, '', 2],
    ]);
    expect(source.music).toBe(getDb().music.find((m) => m.id === 1)!.url);
    expect(source.mediaIds).toEqual({ '/mock-media/m1': 'm1', '/mock-media/m2': 'm2' });
  });

  it("no text: no text images (never a stock 'Happy Birthday!'); 'No music': none", () => {
    const fizz = givenNewGreeting({ musicId: 0 });
    givenGreeting({ specialFields: [] }, fizz.id);
    const source = greetingSourceOf(
      getDb(),
      getDb().fizzes.find((f) => f.id === fizz.id)!,
    );
    expect(source.overlaySvgs).toEqual([]);
    expect(source.music).toBeNull();
  });
});
