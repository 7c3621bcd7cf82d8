import { describe, expect, it } from 'vitest';
import type { VideoReport } from '@/api/common/schemas';
import { downloadReady, ownerLeftOutNote, playerState } from './videoState';

const report = (patch: Partial<VideoReport> = {}): VideoReport => ({
  failed: false,
  message: null,
  skippedIntro: false,
  skippedClips: [],
  ...patch,
});
const photo = { id: 5, place: 2, isImage: true, caption: 'Hi', contributorName: null };

describe('the recipient page: what the player shows, and whether the download is a plain link', () => {
  it.each([
    ['made', { video: '/v.mp4', videoReport: null }, 'video', true],
    ['made, a clip left out', { video: '/v.mp4', videoReport: report({ skippedClips: [photo] }) }, 'video', true],
    ['being made', { video: null, videoReport: null }, 'being-made', false],
    ['failed', { video: null, videoReport: report({ failed: true }) }, 'failed', false],
  ] as const)('%s → %s', (_name, item, state, ready) => {
    expect(playerState(item)).toBe(state);
    expect(downloadReady(item)).toBe(ready);
  });
});

describe("the owner's note about what the video left out", () => {
  it.each([
    ['the owner', true, report({ skippedClips: [photo] }), "“Hi” (clip 2) couldn't be loaded, so it is left out of the video."],
    [
      'the owner, the intro',
      true,
      report({ skippedIntro: true }),
      "The intro animation couldn't be loaded, so it is left out of the video.",
    ],
    ['a recipient', false, report({ skippedClips: [photo] }), null],
    ['the owner, nothing left out', true, null, null],
    ['the owner, a failed video (told in the player)', true, report({ failed: true, skippedClips: [photo] }), null],
  ])('%s', (_name, isOwner, videoReport, note) => {
    expect(ownerLeftOutNote({ isOwner, videoReport })).toBe(note);
  });
});
