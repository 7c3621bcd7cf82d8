import { describe, expect, it } from 'vitest';
import { MUSIC_TRACKS } from '../../mocks/db/seed/music';
import { chordSteps, scaleNote, scoreOf, trackSeconds, type Track } from './music';
import { TRACKS } from './tracks';

// The demo tracks' scores (what the sequencer plays, before any sound is made): a minute or more of
// whole bars, in their key, ending on the tonic so the app can loop them at their end, and no two
// alike.

const inKey = (track: Track, midi: number) =>
  Array.from({ length: 7 }, (_, s) => scaleNote(track.key, s) % 12).includes(((midi % 12) + 12) % 12);

describe('the demo tracks', () => {
  it('one for every file the seed names, and no other', () => {
    expect(Object.keys(TRACKS).sort()).toEqual(MUSIC_TRACKS.map((t) => t.file).sort());
  });

  describe.each(Object.entries(TRACKS))('%s', (_, track) => {
    const score = scoreOf(track);
    const { bars, barSeconds, seconds } = trackSeconds(track);
    const part = (name: string) => score.parts.find((p) => p.name === name)!;

    it('lasts 61-120 s of whole bars (a loop of whole bars, with room for the encoder)', () => {
      expect(seconds).toBeGreaterThanOrEqual(61);
      expect(seconds).toBeLessThanOrEqual(120);
      expect(score.bars).toHaveLength(bars);
      expect(bars * barSeconds).toBeCloseTo(seconds, 9);
    });

    it('has chords, a bass line and a melody, all in its key', () => {
      expect(score.parts.filter((p) => p.name.startsWith('chords')).length).toBeGreaterThanOrEqual(1);
      for (const name of ['bass', 'melody']) expect(part(name).events.length).toBeGreaterThan(bars / 2);
      for (const p of score.parts.filter((p) => 'voice' in p.sound))
        for (const e of p.events) expect(inKey(track, e.midi), `${p.name} ${e.midi} at ${e.start}`).toBe(true);
      const melody = part('melody').events.map((e) => e.midi);
      expect(Math.max(...melody) - Math.min(...melody)).toBeGreaterThanOrEqual(5);
    });

    it('ends on the tonic: the last chord and the melody’s last note, held in the last bar, nothing past the end', () => {
      const last = score.bars[bars - 1];
      expect(chordSteps(last.chord)[0]).toBe(0);
      const tune = part('melody').events;
      const final = tune[tune.length - 1];
      expect((final.midi - track.key.tonic) % 12).toBe(0);
      expect(final.start).toBeCloseTo(last.start, 6);
      for (const p of score.parts) for (const e of p.events) expect(e.start + e.seconds).toBeLessThanOrEqual(seconds + 1e-6);
    });
  });

  it('no two alike: each its own key, tempo or metre, and its own tune', () => {
    const tracks = Object.values(TRACKS);
    const feel = tracks.map((t) => `${t.key.tonic}${t.key.minor ? 'm' : ''} ${t.bpm} ${t.beats}`);
    expect(new Set(feel).size).toBe(tracks.length);
    const tunes = tracks.map((t) =>
      scoreOf(t)
        .parts.find((p) => p.name === 'melody')!
        .events.slice(0, 16)
        .map((e) => e.midi - t.key.tonic)
        .join(),
    );
    expect(new Set(tunes).size).toBe(tracks.length);
  });
});
