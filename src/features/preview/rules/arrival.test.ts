import { describe, expect, it } from 'vitest';
import { arrivalStep, isThankYouPreview, processPollInterval } from './arrival';

describe('arrivalStep: part 2 §4 "Preview"', () => {
  it.each([
    ['locked, not a thank-you → /list', { isLocked: true, video: '/v.mp4' }, false, 'to-list'],
    ['locked, no video, not a thank-you → /list', { isLocked: true, video: null }, false, 'to-list'],
    ['locked thank-you with its video → shown', { isLocked: true, video: '/v.mp4' }, true, 'ready'],
    ['locked thank-you still processing → poll', { isLocked: true, video: null }, true, 'processing'],
    ['unlocked, no video yet → poll', { isLocked: false, video: null }, false, 'processing'],
    ['unlocked with its video → shown', { isLocked: false, video: '/v.mp4' }, false, 'ready'],
  ] as const)('%s', (_, finalize, thankYou, step) => {
    expect(arrivalStep(finalize, thankYou)).toBe(step);
  });
});

describe('isThankYouPreview', () => {
  it.each([
    [false, '/preview/1001', false],
    [true, '/preview/1001', true],
    [false, '/preview-thank-you/1001', true],
  ])('server isThankyou %s at %s → %s', (isThankyou, path, expected) => {
    expect(isThankYouPreview({ isThankyou }, path)).toBe(expected);
  });
});

describe('processPollInterval: every 3 s until the video is done', () => {
  it.each([
    ['no answer yet', null, 3000],
    ['not done', { isDone: false }, 3000],
    ['done: the polling ends', { isDone: true }, false],
  ] as const)('%s → %s', (_, process, interval) => {
    expect(processPollInterval(process)).toBe(interval);
  });
});
