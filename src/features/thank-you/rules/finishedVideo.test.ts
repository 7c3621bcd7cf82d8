import { describe, expect, it } from 'vitest';
import type { VideoReport } from '@/api/common/schemas';
import { GREETING_STATUS } from '@/api/greetings/status';
import {
  fileReady,
  FINISHED_VIDEO_POLL_MS,
  finishedVideoPoll,
  nextVideoStep,
  VIDEO_FAILED_REASON,
  videoNotices,
  type FinishedVideoAnswer,
} from './finishedVideo';

const { producer, videoSubmitted, completed, inQueue, inProcess, inError } = GREETING_STATUS;
const SUBMITTED = producer | videoSubmitted;

const report = (patch: Partial<VideoReport> = {}): VideoReport => ({
  failed: false,
  message: null,
  skippedIntro: false,
  skippedClips: [],
  ...patch,
});

/** A process answer: `made` (done, with its file), `making` (in process), `queued`, `failed`. */
const answer = (patch: Partial<FinishedVideoAnswer> = {}): FinishedVideoAnswer => ({
  isDone: true,
  greetingStatus: SUBMITTED | completed,
  video: '/mock-media/abc',
  progress: null,
  message: null,
  videoReport: null,
  ...patch,
});
const made = answer();
const making = answer({
  isDone: false,
  greetingStatus: SUBMITTED | inProcess,
  video: null,
  progress: { done: 0.4, secondsLeft: 6 },
});
const makingSilently = answer({ isDone: false, greetingStatus: SUBMITTED | inProcess, video: null, progress: null });
const queued = answer({
  isDone: false,
  greetingStatus: SUBMITTED | inQueue,
  video: null,
  progress: { done: 0, secondsLeft: null },
});
const failed = answer({ greetingStatus: SUBMITTED | inError, video: null, message: 'Storage is full.' });

describe("whether the server's file is ready ('Download and save' then simply a link)", () => {
  const item = (video: string | null, status: number) => ({ video, status });
  it.each([
    ['made (the process answer)', item(null, SUBMITTED | inProcess), made, true],
    ['being made', item(null, SUBMITTED | inProcess), making, false],
    ['failed', item(null, SUBMITTED | inError), failed, false],
    ['failed, by the report alone', item(null, 0), answer({ videoReport: report({ failed: true }) }), false],
    ['no answer yet: the item is made', item('/v.mp4', SUBMITTED | completed), null, true],
    ['no answer yet: the item is being made', item(null, SUBMITTED | inProcess), null, false],
    ['no answer yet: the item failed', item('/v.mp4', SUBMITTED | inError), null, false],
  ])('%s → %s', (_name, thankYouItem, processAnswer, ready) => {
    expect(fileReady(thankYouItem, processAnswer)).toBe(ready);
  });
});

describe('how often the page asks', () => {
  it.each([
    ['being made', making, FINISHED_VIDEO_POLL_MS],
    ['queued', queued, FINISHED_VIDEO_POLL_MS],
    ['made', made, false],
    ['failed', failed, false],
    ['no answer (it could not be asked)', null, false],
  ])('%s → %s', (_name, processAnswer, interval) => {
    expect(finishedVideoPoll(processAnswer)).toBe(interval);
  });
  it('every 3 s', () => expect(FINISHED_VIDEO_POLL_MS).toBe(3_000));
});

describe('what a pressed "Download and save" does while the file is not simply there', () => {
  it.each([
    ['made: the server’s file', made, false, 'download'],
    ['failed: made on this device (the way to try again)', failed, false, 'make'],
    ['failed, even while a render holds the lock', failed, true, 'make'],
    ['being made, telling its progress: wait for it', making, false, 'wait'],
    ['queued for the render: wait for it', queued, false, 'wait'],
    ['another render holds the lock (another tab): wait for it', makingSilently, true, 'wait'],
    ['being made by a server silent about its progress: made here', makingSilently, false, 'make'],
    ['the server could not be asked: try its link first', null, false, 'download'],
  ] as const)('%s', (_name, processAnswer, locked, step) => {
    expect(nextVideoStep(processAnswer, locked)).toBe(step);
  });
});

describe('what the page says before anything is pressed', () => {
  const jamie = { id: 9, place: 4, isImage: false, caption: '', contributorName: 'Jamie' };
  it.each([
    ['made, nothing left out', made, { failure: null, leftOut: null }],
    ['being made', making, { failure: null, leftOut: null }],
    ['failed: its reason', failed, { failure: 'Storage is full.', leftOut: null }],
    [
      "failed: the report's reason first",
      answer({
        greetingStatus: SUBMITTED | inError,
        video: null,
        message: 'old',
        videoReport: report({ failed: true, message: 'No encoder.' }),
      }),
      { failure: 'No encoder.', leftOut: null },
    ],
    [
      'failed, no reason given',
      answer({ greetingStatus: SUBMITTED | inError, video: null }),
      { failure: VIDEO_FAILED_REASON, leftOut: null },
    ],
    [
      'a clip left out, named as the clip list names it',
      answer({ videoReport: report({ skippedClips: [jamie] }) }),
      { failure: null, leftOut: "Video by Jamie (clip 4) couldn't be loaded, so it is left out of the video." },
    ],
    ['no answer', null, { failure: null, leftOut: null }],
  ])('%s', (_name, processAnswer, notices) => {
    expect(videoNotices(processAnswer)).toEqual(notices);
  });
});
