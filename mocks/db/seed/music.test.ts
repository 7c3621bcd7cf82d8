import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BufferSource, Input, MP4 } from 'mediabunny';
import { describe, expect, it } from 'vitest';
import { HIDDEN_MUSIC_ID, MUSIC_TRACKS, NO_MUSIC_ID, seedMusic } from './music';

// The seeded music: every track name has a file of its own (no two names on one file), each
// file is really there, AAC in MP4 (what every engine's WebCodecs decodes), stereo, and a minute
// or more long (read from the file itself).

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const folder = join(root, 'public/media/music');

describe('the demo music', () => {
  const music = seedMusic();
  const tracks = music.filter((m) => m.id !== NO_MUSIC_ID);

  it('every name, the hidden one too, has a file of its own', () => {
    expect(tracks.length).toBeGreaterThanOrEqual(9);
    expect(tracks.some((m) => m.id === HIDDEN_MUSIC_ID)).toBe(true);
    expect(new Set(tracks.map((m) => m.url)).size).toBe(tracks.length);
    expect(new Set(tracks.map((m) => m.name)).size).toBe(tracks.length);
    for (const m of tracks) expect(m.url).toMatch(/^\/media\/music\/[a-z-]+\.m4a$/);
  });

  it('at least 8 moods, each name "Category - Title"', () => {
    const shown = tracks.filter((m) => m.id > 0);
    for (const m of shown) expect(m.name).toMatch(/^[A-Z][a-z]+ - \S/);
    expect(new Set(shown.map((m) => m.name.split(' - ')[0])).size).toBeGreaterThanOrEqual(8);
  });

  it('the music folder holds exactly the named files (no old ones left)', () => {
    expect(readdirSync(folder).sort()).toEqual(MUSIC_TRACKS.map((t) => t.file).sort());
  });

  it.each(MUSIC_TRACKS.map((t) => [t.name, t.file]))('%s (%s): AAC in MP4, stereo, 60-120 s', async (_, file) => {
    const input = new Input({ source: new BufferSource(readFileSync(join(folder, file))), formats: [MP4] });
    const audio = (await input.getPrimaryAudioTrack())!;
    expect(audio.codec).toBe('aac');
    expect(audio.numberOfChannels).toBe(2);
    expect([44_100, 48_000]).toContain(audio.sampleRate);
    const seconds = await input.computeDuration();
    expect(seconds).toBeGreaterThanOrEqual(60);
    expect(seconds).toBeLessThanOrEqual(120);
    expect(await input.getPrimaryVideoTrack()).toBeNull();
  });
});
