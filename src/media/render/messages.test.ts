import { describe, expect, it } from 'vitest';
import { progressText } from './messages';

describe('progressText: how far a video is made', () => {
  it.each([
    [0, null, '0%'],
    [0.456, null, '45%'],
    [0.4, 6, '40% · about 6 s left'],
    [0.95, 0.3, '95% · about 1 s left'],
    [0.5, 75, '50% · about 1 min 15 s left'],
    [0.1, 3600, '10% · about 60 min 00 s left'],
    [1.2, 0, '100% · about 1 s left'],
    [-1, Number.NaN, '0%'],
  ])('%s done, %s s left → %s', (done, left, text) => {
    expect(progressText(done, left)).toBe(text);
  });
});
