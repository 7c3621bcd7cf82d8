import { describe, expect, it } from 'vitest';
import type { VideoReport } from '@/api/common/schemas';
import { GREETING_STATUS } from '@/api/greetings/status';
import { DELETE_FAILED_MESSAGE, DOWNLOAD_NOTE, projectMark, projectVideoNote, startedLabel, videoFileReady } from './projects';

describe('the project list texts', () => {
  it('says 6 months and uses the spec delete message', () => {
    expect(DOWNLOAD_NOTE).toMatch(/6 months/);
    expect(DELETE_FAILED_MESSAGE).toBe('Unable to delete item');
  });

  it.each([
    ['2025-03-04T10:00:00.000Z', 'Started Mar 4, 2025'],
    ['2025-03-04 23:59:59.000000', 'Started Mar 4, 2025'],
    ['nonsense', null],
    ['', null],
    [null, null],
  ])('startedLabel(%j) → %j', (input, label) => {
    expect(startedLabel(input)).toBe(label);
  });
});

describe('projectMark: the Finished / Paid mark on a project card', () => {
  it.each([
    [{ isLocked: false, hasPaid: false }, null],
    [{ isLocked: true, hasPaid: false }, 'Finished'],
    [{ isLocked: true, hasPaid: null }, 'Finished'],
    [{ isLocked: true, hasPaid: true }, 'Paid'],
    // paid but not (yet) marked locked by the server: still paid
    [{ isLocked: false, hasPaid: true }, 'Paid'],
    [{}, null],
  ])('%j → %s', (item, mark) => {
    expect(projectMark(item)).toBe(mark);
  });
});

describe("what a project card says about its finished video, and whether 'Download and save' is a plain link", () => {
  const { completed, inProcess, inError } = GREETING_STATUS;
  const report = (patch: Partial<VideoReport> = {}): VideoReport => ({
    failed: false,
    message: null,
    skippedIntro: false,
    skippedClips: [],
    ...patch,
  });
  const jamie = { id: 9, place: 4, isImage: false, caption: '', contributorName: 'Jamie' };

  it.each([
    ['made, nothing to say', { video: '/v.mp4', status: completed, videoReport: null }, true, null],
    ['still being made', { video: null, status: inProcess, videoReport: null }, false, null],
    ['a server that sends no status', { video: '/v.mp4', status: null, videoReport: null }, true, null],
    ['failed (the status bit)', { video: null, status: inError, videoReport: null }, false, { kind: 'failed' }],
    ['failed (the report)', { video: null, status: 0, videoReport: report({ failed: true }) }, false, { kind: 'failed' }],
    [
      'made, a clip left out',
      { video: '/v.mp4', status: completed, videoReport: report({ skippedClips: [jamie] }) },
      true,
      { kind: 'left-out', text: "Video by Jamie (clip 4) couldn't be loaded, so it is left out of the video." },
    ],
    ['a report with nothing in it', { video: '/v.mp4', status: completed, videoReport: report() }, true, null],
  ] as const)('%s', (_name, item, ready, note) => {
    expect(videoFileReady(item)).toBe(ready);
    expect(projectVideoNote(item)).toEqual(note);
  });
});
