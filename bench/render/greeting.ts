import { makeClip, makeMusic, makePhoto } from './fixtures';

// The benchmark's fixed greeting: a 5 s intro, 6 photos, 4 clips of 8 s (one portrait) and 30 s of
// music, about 61 s in all; or, with `long`, the intro and one 1080p clip of that many seconds.

export type FixtureFile = {
  name: string;
  kind: 'intro' | 'photo' | 'clip' | 'music';
  width?: number;
  height?: number;
  seconds?: number;
  hue?: number;
  caption?: string;
  audioOption?: 0 | 1 | 2;
};

const PHOTOS = [
  [1600, 1200],
  [1200, 1600],
  [1920, 1080],
  [1080, 1080],
  [1600, 1200],
  [1200, 1600],
];
const CLIPS = [
  [1920, 1080],
  [1080, 1920],
  [1920, 1080],
  [1280, 720],
];

/** The greeting's files in timeline order (the intro first, the music last). */
export function fixtureFiles(long: number): FixtureFile[] {
  const photos: FixtureFile[] = (long ? [] : PHOTOS).map(([width, height], i) => ({
    name: `photo-${i}.jpg`,
    kind: 'photo',
    width,
    height,
    hue: i * 50,
    caption: i % 2 ? '' : `Photo ${i + 1}: happy memories`,
  }));
  const clips: FixtureFile[] = (long ? [[1920, 1080]] : CLIPS).map(([width, height], i) => ({
    name: long ? `clip-long-${long}.mp4` : `clip-${i}.mp4`,
    kind: 'clip',
    width,
    height,
    seconds: long || 8,
    hue: i * 70 + 30,
    caption: i === 1 ? 'A portrait clip' : '',
    audioOption: (i % 3) as 0 | 1 | 2,
  }));
  return [
    { name: 'intro.mp4', kind: 'intro', width: 1280, height: 720, seconds: 5, hue: 200 },
    ...photos,
    ...clips,
    { name: 'music.mp4', kind: 'music', seconds: 30 },
  ];
}

export function makeFixture(file: FixtureFile): Promise<Blob> {
  if (file.kind === 'photo') return makePhoto(file.width!, file.height!, file.hue!);
  if (file.kind === 'music') return makeMusic(file.seconds!);
  return makeClip(file.width!, file.height!, file.seconds!, file.hue!);
}
