import { describe, expect, it } from 'vitest';
import { formatSizes, PREPARE_NOTES, preparedNote } from './notes';

const MB = 1024 * 1024;

describe('formatSizes', () => {
  it.each([
    [4.8 * MB, 0.6 * MB, '4.8 MB → 0.6 MB'],
    [250 * MB, 37.4 * MB, '250.0 MB → 37.4 MB'],
    [1.2 * MB, 20 * 1024, '1.2 MB → 0.1 MB'],
    [733 * 1024, 29 * 1024, '733 KB → 29 KB'],
    [300, 100, '1 KB → 1 KB'],
  ])('%d → %d bytes: %s', (before, after, text) => expect(formatSizes(before, after)).toBe(text));
});

describe('preparedNote', () => {
  it.each([
    ['prepared', 4.8 * MB, 0.6 * MB, 'Made smaller for a faster upload: 4.8 MB → 0.6 MB'],
    ['prepared', 2 * MB, 2.5 * MB, 'Converted so it plays everywhere: 2.0 MB → 2.5 MB'],
    ['prepared', 2 * MB, 2 * MB, 'Converted so it plays everywhere: 2.0 MB → 2.0 MB'],
    ['kept', 3 * MB, 3 * MB, null],
    ['not-prepared', 90 * MB, 90 * MB, PREPARE_NOTES.notPrepared],
  ] as const)('%s %d → %d', (outcome, before, after, note) => expect(preparedNote(outcome, before, after)).toBe(note));
});
