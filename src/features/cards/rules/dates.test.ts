import { describe, expect, it } from 'vitest';
import { startedOn } from './dates';

describe('startedOn', () => {
  it.each([
    ['2026-03-04T10:00:00Z', 'March 4, 2026'],
    ['2025-12-31', 'December 31, 2025'],
    ['not a date', 'not a date'],
  ])('%s → %s', (iso, text) => {
    expect(startedOn(iso)).toBe(text);
  });
});
