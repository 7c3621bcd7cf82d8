import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredQuery } from './useDeferredQuery';

const refetch = () => undefined;
const pending = { isPending: true, isError: false, error: null, data: undefined, refetch };
const ready = { isPending: false, isError: false, error: null, data: { name: 'Birthday' }, refetch };
const failed = { isPending: false, isError: true, error: new Error('Refused'), data: undefined, refetch };

describe('useDeferredQuery: what a page shows of its query', () => {
  it.each([
    ['loading', pending, { isPending: true, isError: false, data: undefined }],
    ['cached data at mount', ready, { isPending: false, isError: false, data: { name: 'Birthday' } }],
    ['a failure', failed, { isPending: false, isError: true, data: undefined }],
    [
      'a failure after data (never shown as data)',
      { ...failed, data: { name: 'Birthday' } },
      { isPending: false, isError: true },
    ],
  ])('%s', (_, query, shown) => {
    const { result } = renderHook(() => useDeferredQuery(query));
    expect(result.current).toMatchObject(shown);
    expect(result.current.refetch).toBe(refetch);
  });

  it('arriving data keeps the loading state for one render, then shows the data', async () => {
    const seen: boolean[] = [];
    const { result, rerender } = renderHook(
      ({ query }) => {
        const shown = useDeferredQuery<typeof ready | typeof pending>(query);
        seen.push(shown.isPending);
        return shown;
      },
      { initialProps: { query: pending as typeof ready | typeof pending } },
    );
    rerender({ query: ready });
    await waitFor(() => expect(result.current.data).toEqual({ name: 'Birthday' }));
    // loading, loading again (the urgent render as the data arrives), then the data in the background
    expect(seen.slice(0, 2)).toEqual([true, true]);
    expect(seen.at(-1)).toBe(false);
  });

  it('a failure shows in the same render, not a deferred one', () => {
    const { result, rerender } = renderHook(({ query }) => useDeferredQuery<typeof pending | typeof failed>(query), {
      initialProps: { query: pending as typeof pending | typeof failed },
    });
    rerender({ query: failed });
    expect(result.current.isError).toBe(true);
  });
});
