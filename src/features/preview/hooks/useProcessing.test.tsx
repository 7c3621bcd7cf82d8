import { focusManager, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '#mocks/node';
import { setScenarios } from '#mocks/scenarios/scenarios';
import { newFinalize } from '@/api/preview/requests';
import { testQueryClient } from '@/testing/render';
import { signInAsDemo } from '@/testing/sessions';
import { useProcessing } from './useProcessing';

const stops: (() => void)[] = [];
/** Moves the clock on, 1 ms more: a poll answered on the last instant reaches the hook (React Query notifies in a 0 ms timeout). */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms + 1));

/** When (in ms since the start) each process call went out. */
function recordPolls() {
  const start = Date.now();
  const times: number[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/rest/fizz/process/1001') times.push(Date.now() - start);
  };
  server.events.on('request:start', listener);
  stops.push(() => server.events.removeListener('request:start', listener));
  return times;
}

function renderProcessing(enabled = true) {
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useProcessing('1001', enabled), { wrapper, reactStrictMode: true });
}

beforeEach(async () => {
  signInAsDemo();
  await newFinalize(1001); // the combine request the page sends first
  vi.useFakeTimers();
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

describe('useProcessing: the 3 s processing poll on React Query', () => {
  it('sends nothing on arrival, then polls every 3 s, also in a hidden tab', async () => {
    setScenarios(['processing-stuck']);
    const polls = recordPolls();
    const { result } = renderProcessing();
    focusManager.setFocused(false);
    await advance(2_900);
    expect(polls).toEqual([]);
    await advance(9_000);
    expect(polls).toEqual([3_000, 6_000, 9_000]);
    expect(result.current.done).toBeNull();
  });

  it('stops once the video is done', async () => {
    const polls = recordPolls();
    const { result } = renderProcessing();
    await advance(6_000); // the fake pipeline is done 5 s after the combine request
    expect(result.current.done).toMatchObject({ isDone: true });
    await advance(30_000);
    expect(polls).toEqual([3_000, 6_000]);
  });

  it('off (a video already there): no polls', async () => {
    const polls = recordPolls();
    renderProcessing(false);
    await advance(30_000);
    expect(polls).toEqual([]);
  });
});
