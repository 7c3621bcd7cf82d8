import { describe, expect, it } from 'vitest';
import { GREETING_STATUS, isStatusDone, isStatusProcessing, lockAction, needsToBeCombined, statusPhase } from './status';

const { producer, videoSubmitted, completed, inQueue, inProcess, inError, published } = GREETING_STATUS;

describe('status flags', () => {
  it('are the bits the spec lists', () => {
    expect(Object.values(GREETING_STATUS)).toEqual([1, 2, 4, 8, 16, 32, 64]);
  });

  it.each([
    // status, done, processing, needs to be combined
    [0, false, false, true],
    [producer, false, false, true],
    [producer | videoSubmitted, false, false, true],
    [producer | published, false, false, true],
    [completed, true, false, false],
    [producer | videoSubmitted | completed, true, false, false],
    [producer | videoSubmitted | completed | published, true, false, false],
    [inError, true, false, false],
    [producer | inError, true, false, false],
    [inQueue, false, true, false],
    [producer | videoSubmitted | inQueue, false, true, false],
    [inProcess, false, true, false],
    [inQueue | inProcess, false, true, false],
    // done and processing flags together: both helpers say so; the phase says done
    [completed | inProcess, true, true, false],
  ])('status %i: done %s, processing %s, needs to be combined %s', (status, done, processing, combine) => {
    expect(isStatusDone(status)).toBe(done);
    expect(isStatusProcessing(status)).toBe(processing);
    expect(needsToBeCombined(status)).toBe(combine);
  });

  it.each([
    [producer, 'needs-combining'],
    [producer | inQueue, 'processing'],
    [producer | inProcess, 'processing'],
    [producer | completed, 'done'],
    [producer | inError, 'done'],
    [completed | inProcess, 'done'],
  ] as const)('status %i is in phase %s', (status, phase) => {
    expect(statusPhase(status)).toBe(phase);
  });
});

describe('the project lock', () => {
  it.each([
    [{ isLocked: false, shareUrl: null }, 'edit'],
    [{ isLocked: false, shareUrl: 'https://x.test/vid/1' }, 'edit'],
    [{ isLocked: false }, 'edit'],
    [{ isLocked: true, shareUrl: 'https://x.test/vid/1' }, 'share'],
    [{ isLocked: true, shareUrl: null }, 'purchase'],
    [{ isLocked: true, shareUrl: '' }, 'purchase'],
    [{ isLocked: true }, 'purchase'],
  ] as const)('%o offers %s', (greeting, action) => {
    expect(lockAction(greeting)).toBe(action);
  });
});
