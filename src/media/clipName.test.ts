import { describe, expect, it } from 'vitest';
import { clipCredit, clipLabel, leftOutNote, reportNote, type NamedClip, type PlacedClip } from './clipName';

const photo = (fields: Partial<NamedClip> = {}): NamedClip => ({ isImage: true, ...fields });
const video = (fields: Partial<NamedClip> = {}): NamedClip => ({ isImage: false, ...fields });

describe("a contributor's credit", () => {
  it.each([
    [photo({ contributorName: 'Jamie' }), 'Photo by Jamie'],
    [video({ contributorName: 'Jamie' }), 'Video by Jamie'],
    [video({ contributorName: '  Sam ' }), 'Video by Sam'],
    [photo({ contributorName: null }), null],
    [photo({ contributorName: '' }), null],
    [video({ contributorName: '   ' }), null],
    [video(), null],
  ])('%j → %j', (clip, credit) => {
    expect(clipCredit(clip)).toBe(credit);
  });
});

describe('a clip named as the clip list names it, with its place', () => {
  it.each([
    ['a captioned video', video({ caption: 'Beach day' }), 4, '“Beach day” (clip 4)'],
    ['the caption wins over the credit', video({ caption: ' Beach day ', contributorName: 'Jamie' }), 4, '“Beach day” (clip 4)'],
    ["an invitee's video", video({ contributorName: 'Jamie' }), 4, 'Video by Jamie (clip 4)'],
    ["an invitee's photo", photo({ contributorName: 'Jamie', caption: '  ' }), 2, 'Photo by Jamie (clip 2)'],
    ["the creator's photo", photo(), 1, 'Photo (clip 1)'],
    ["the creator's video, no caption", video({ caption: '', contributorName: null }), 12, 'Video (clip 12)'],
    ['a blank name is no credit', video({ contributorName: ' ' }), 3, 'Video (clip 3)'],
  ])('%s → %s', (_name, clip, place, label) => {
    expect(clipLabel(clip, place)).toBe(label);
  });
});

describe('the note about what the finished video left out', () => {
  const at = (place: number, clip: NamedClip) => ({ ...clip, place });
  it.each([
    ['nothing', { intro: false, clips: [] }, null],
    [
      'one clip',
      { intro: false, clips: [at(4, video({ contributorName: 'Jamie' }))] },
      "Video by Jamie (clip 4) couldn't be loaded, so it is left out of the video.",
    ],
    [
      'two clips',
      { intro: false, clips: [at(2, photo()), at(4, video({ contributorName: 'Jamie' }))] },
      "Photo (clip 2) and Video by Jamie (clip 4) couldn't be loaded, so they are left out of the video.",
    ],
    ['the intro alone', { intro: true, clips: [] }, "The intro animation couldn't be loaded, so it is left out of the video."],
    [
      'the intro and three clips',
      { intro: true, clips: [at(1, photo({ caption: 'Hi' })), at(2, photo()), at(5, video())] },
      "The intro animation, “Hi” (clip 1), Photo (clip 2) and Video (clip 5) couldn't be loaded, so they are left out of the video.",
    ],
  ])('%s', (_name, leftOut, note) => {
    expect(leftOutNote(leftOut)).toBe(note);
  });
});

describe('reportNote: what went in silent, after what was left out', () => {
  const placed = (place: number, over: Partial<PlacedClip> = {}): PlacedClip => ({ isImage: false, caption: '', place, ...over });
  it.each([
    ['nothing to say', { skippedIntro: false, skippedClips: [] }, null],
    [
      'one clip silent',
      { skippedIntro: false, skippedClips: [], silencedClips: [placed(4, { contributorName: 'Jamie' })] },
      "The sound of Video by Jamie (clip 4) couldn't be played, so it is silent in the video.",
    ],
    [
      'two silent',
      { skippedIntro: false, skippedClips: [], silencedClips: [placed(2), placed(5, { caption: 'Hi' })] },
      "The sound of Video (clip 2) and “Hi” (clip 5) couldn't be played, so they are silent in the video.",
    ],
    [
      'the music lost',
      { skippedIntro: false, skippedClips: [], musicLost: true },
      "The music couldn't be played, so the video has none.",
    ],
    [
      'left out, then silent',
      { skippedIntro: false, skippedClips: [placed(3)], silencedClips: [placed(4)] },
      "Video (clip 3) couldn't be loaded, so it is left out of the video. The sound of Video (clip 4) couldn't be played, so it is silent in the video.",
    ],
  ])('%s', (_what, report, note) => {
    expect(reportNote(report)).toBe(note);
  });
});
