import { describe, expect, it } from 'vitest';
import { FizzStatus } from './db/types';
import { COMPLETED_MS, isDoneStatus, isProcessingStatus, pipelineStatus, QUEUED_MS } from './pipeline';

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
