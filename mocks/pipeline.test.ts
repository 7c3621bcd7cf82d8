import { describe, expect, it } from 'vitest';
import { FizzStatus } from './db/types';
import { getProcess, newFinalize } from '@/api/preview/requests';
import { clipsOf, givenGreeting } from '@/testing/builders';
import { signInAsDemo } from '@/testing/render';
import { COMPLETED_MS, isDoneStatus, isProcessingStatus, pipelineStatus, QUEUED_MS, setPipelineRenderer } from './pipeline';

const { producer, videoSubmitted, completed, inQueue, inProcess, inError, published } = FizzStatus;
const SUBMITTED = producer | videoSubmitted;
const T0 = 1_000_000;

describe('pipelineStatus: queued, then in process, then completed after a few seconds', () => {
  it.each([
    ['never finished', producer, null, 10_000, false, producer],
    ['just finished', SUBMITTED | inQueue, T0, T0, false, SUBMITTED | inQueue],
    ['still queued', SUBMITTED | inQueue, T0, T0 + QUEUED_MS - 1, false, SUBMITTED | inQueue],
    ['in process', SUBMITTED | inQueue, T0, T0 + QUEUED_MS, false, SUBMITTED | inProcess],
    ['still in process', SUBMITTED | inProcess, T0, T0 + COMPLETED_MS - 1, false, SUBMITTED | inProcess],
    ['completed', SUBMITTED | inProcess, T0, T0 + COMPLETED_MS, false, SUBMITTED | completed],
    ['completed long ago', SUBMITTED | inQueue, T0, T0 + 86_400_000, false, SUBMITTED | completed],
    ['stuck: queued first', SUBMITTED | inQueue, T0, T0 + 1, true, SUBMITTED | inQueue],
    ['stuck: never completes', SUBMITTED | inQueue, T0, T0 + 86_400_000, true, SUBMITTED | inProcess],
    ['done stays done, even when stuck', SUBMITTED | completed, T0, T0 + 1, true, SUBMITTED | completed],
    ['an error is done', SUBMITTED | inError, T0, T0 + 1, false, SUBMITTED | inError],
    ['published is kept', SUBMITTED | published | inQueue, T0, T0 + COMPLETED_MS, false, SUBMITTED | published | completed],
  ])('%s', (_name, status, finalizedAt, now, stuck, expected) => {
    expect(pipelineStatus(status, finalizedAt, now, stuck)).toBe(expected);
  });
});

describe('done and processing (spec part 1 §4)', () => {
  it.each([
    [producer, false, false],
    [SUBMITTED | inQueue, false, true],
    [SUBMITTED | inProcess, false, true],
    [SUBMITTED | completed, true, false],
    [SUBMITTED | inError, true, false],
  ])('status %i: done %s, processing %s', (status, done, processing) => {
    expect(isDoneStatus(status)).toBe(done);
    expect(isProcessingStatus(status)).toBe(processing);
  });
});

describe('with a renderer on this device (the browser): the render moves the flags, not the clock', () => {
  const withRenderer = async (test: (ensured: number[]) => Promise<void>) => {
    const ensured: number[] = [];
    setPipelineRenderer({ ensure: (id) => ensured.push(id), progress: () => ({ done: 0.4, secondsLeft: 6 }) });
    try {
      await test(ensured);
    } finally {
      setPipelineRenderer(null);
    }
  };

  it('finishing hands the greeting to the renderer; the process call tells how far it is', () =>
    withRenderer(async (ensured) => {
      signInAsDemo();
      await newFinalize(1001);
      expect(ensured).toContain(1001);
      // long after the clock pipeline would have completed it: still being made, no stock video
      givenGreeting({ finalizedAt: Date.now() - 86_400_000 });
      const process = await getProcess(1001);
      expect(process).toMatchObject({ isDone: false, video: null, progress: { done: 0.4, secondsLeft: 6 }, message: null });
      expect(process.greetingStatus & inQueue).toBe(inQueue);
    }));

  it('a greeting left in process (a reload cut its render off) is handed over again by the next call', () =>
    withRenderer(async (ensured) => {
      signInAsDemo();
      givenGreeting({ finalizedAt: Date.now(), status: SUBMITTED | inProcess, video: null });
      await getProcess(1001);
      expect(new Set(ensured)).toEqual(new Set([1001]));
    }));

  it('in error: done, with the reason', () =>
    withRenderer(async () => {
      signInAsDemo();
      givenGreeting({ finalizedAt: Date.now(), status: SUBMITTED | inError, video: null, renderMessage: 'Storage is full.' });
      expect(await getProcess(1001)).toMatchObject({ isDone: true, video: null, progress: null, message: 'Storage is full.' });
    }));
});

describe("the process answer's report (ours): a failure, and the clips left out by place", () => {
  it('in error: failed, with the reason; the clock pipeline never hands a failed greeting a video', async () => {
    signInAsDemo();
    givenGreeting({
      finalizedAt: Date.now() - 86_400_000,
      status: SUBMITTED | inError,
      video: null,
      renderMessage: 'Storage is full.',
    });
    expect(await getProcess(1001)).toMatchObject({
      isDone: true,
      video: null,
      videoReport: { failed: true, message: 'Storage is full.', skippedIntro: false, skippedClips: [] },
    });
  });

  it('clips left out: each with its id, its place in the clip order and what names it', async () => {
    signInAsDemo();
    const [, second, , fourth] = clipsOf(1001);
    givenGreeting({ status: SUBMITTED | completed, renderSkipped: { intro: false, clipIds: [fourth.id, second.id] } });
    const { videoReport } = await getProcess(1001);
    expect(videoReport?.skippedClips.map((c) => [c.id, c.place, c.isImage, c.caption])).toEqual([
      [second.id, 2, second.isImage, second.caption],
      [fourth.id, 4, fourth.isImage, fourth.caption],
    ]);
    expect(videoReport?.failed).toBe(false);
  });

  it('nothing to tell: no report', async () => {
    signInAsDemo();
    givenGreeting({ status: SUBMITTED | completed, renderSkipped: null });
    expect((await getProcess(1001)).videoReport).toBeNull();
  });
});
