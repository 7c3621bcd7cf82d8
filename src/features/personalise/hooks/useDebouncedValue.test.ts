import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_REFRESH_MS } from '../rules/preview';
import { useDebouncedValue } from './useDebouncedValue';

// the preview text goes through this hook with PREVIEW_REFRESH_MS (spec part 1 §4, §9: 500 ms)
describe('useDebouncedValue (the preview refresh delay)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const render = () =>
    renderHook(({ value }) => useDebouncedValue(value, PREVIEW_REFRESH_MS), { initialProps: { value: 'first' } });

  it('starts with the first value at once', () => {
    expect(render().result.current).toBe('first');
  });

  it('takes a new value exactly 500 ms after it stops changing', () => {
    const { result, rerender } = render();
    rerender({ value: 'S' });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('first');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('S');
  });

  it('every keystroke restarts the wait; only the last text is shown', () => {
    const { result, rerender } = render();
    for (const value of ['S', 'Sa', 'Sam']) {
      rerender({ value });
      act(() => vi.advanceTimersByTime(400));
      expect(result.current).toBe('first');
    }
    act(() => vi.advanceTimersByTime(99));
    expect(result.current).toBe('first');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('Sam');
  });
});
