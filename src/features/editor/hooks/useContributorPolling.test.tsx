import { focusManager, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '#mocks/node';
import { setScenarios } from '#mocks/scenarios/scenarios';
import { givenGreeting } from '@/testing/builders';
import { testQueryClient } from '@/testing/render';
import { signInAsDemo } from '@/testing/sessions';
import { useContributorPolling } from './useContributorPolling';

const s = 1000;
/** Moves the clock on, 1 ms more: a poll answered on the last instant reaches the hook (React Query notifies in a 0 ms timeout). */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms + 1));

/** When (in s since the start) each newest-actor-video call went out. */
function recordPolls() {
  const start = Date.now();
  const times: number[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.url.endsWith('/newest-actor-video')) times.push((Date.now() - start) / s);
  };
  server.events.on('request:start', listener);
  stops.push(() => server.events.removeListener('request:start', listener));
  return times;
}
const stops: (() => void)[] = [];

function renderPolling(options: { enabled?: boolean; knownVideoId?: number | null } = {}) {
  const onNewVideo = vi.fn();
  const onGiveUp = vi.fn();
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    ({ enabled }: { enabled: boolean }) =>
      useContributorPolling({
        greetingId: '1001',
        enabled,
        knownVideoId: options.knownVideoId === undefined ? 5005 : options.knownVideoId,
        onNewVideo,
        onGiveUp,
      }),
    { wrapper, initialProps: { enabled: options.enabled ?? true }, reactStrictMode: true },
  );
  return { ...view, onNewVideo, onGiveUp };
}

beforeEach(() => {
  vi.useFakeTimers();
  signInAsDemo();
  givenGreeting({ newestActorVideoId: 5005 });
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

describe('useContributorPolling: spec part 2 §4 on React Query', () => {
  it('polls at 20 s for a minute, every 60 s to 5 min, every 180 s to 30 min, then gives up once', async () => {
    const polls = recordPolls();
    const { onGiveUp } = renderPolling();
    await advance(60 * s);
    expect(polls).toEqual([20, 40, 60]); // nothing on arrival (even under StrictMode)
    await advance(240 * s);
    expect(polls).toEqual([20, 40, 60, 120, 180, 240, 300]);
    await advance(1499 * s);
    expect(polls.slice(7)).toEqual([480, 660, 840, 1020, 1200, 1380, 1560, 1740]);
    expect(onGiveUp).not.toHaveBeenCalled();
    await advance(1 * s);
    expect(polls.at(-1)).toBe(1800);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    await advance(3600 * s);
    expect(polls).toHaveLength(16);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
  });

  it('a new video id: tells the page once, and the clock restarts at 20 s', async () => {
    const polls = recordPolls();
    const { onNewVideo } = renderPolling();
    await advance(120 * s); // polls at 20, 40, 60, 120
    givenGreeting({ newestActorVideoId: 6001 });
    await advance(60 * s); // the poll at 180 sees it
    expect(onNewVideo).toHaveBeenCalledWith(6001);
    expect(onNewVideo).toHaveBeenCalledTimes(1);
    await advance(60 * s);
    expect(polls).toEqual([20, 40, 60, 120, 180, 200, 220, 240]);
    expect(onNewVideo).toHaveBeenCalledTimes(1);
  });

  it('no contributor clip yet (null) is not news', async () => {
    givenGreeting({ newestActorVideoId: null });
    const { onNewVideo } = renderPolling();
    await advance(100 * s);
    expect(onNewVideo).not.toHaveBeenCalled();
  });

  it("a greeting's first contributor clip is news", async () => {
    givenGreeting({ newestActorVideoId: null });
    const { onNewVideo } = renderPolling({ knownVideoId: null });
    await advance(20 * s);
    givenGreeting({ newestActorVideoId: 7007 });
    await advance(20 * s);
    expect(onNewVideo).toHaveBeenCalledExactlyOnceWith(7007);
  });

  it('a failed poll keeps the schedule', async () => {
    const polls = recordPolls();
    setScenarios(['server-error:newest-actor-video']);
    const { onNewVideo } = renderPolling();
    await advance(40 * s);
    expect(polls).toEqual([20, 40]);
    setScenarios([]);
    givenGreeting({ newestActorVideoId: 6001 });
    await advance(20 * s);
    expect(polls).toEqual([20, 40, 60]);
    expect(onNewVideo).toHaveBeenCalledExactlyOnceWith(6001);
  });

  it('keeps polling in a hidden tab', async () => {
    const polls = recordPolls();
    renderPolling();
    focusManager.setFocused(false);
    await advance(60 * s);
    expect(polls).toEqual([20, 40, 60]);
  });

  it('the newest-actor flag disabled: no polls', async () => {
    const polls = recordPolls();
    renderPolling({ enabled: false });
    await advance(120 * s);
    expect(polls).toEqual([]);
  });

  it('switching the flag off stops the polls (and there is nothing to give up)', async () => {
    const polls = recordPolls();
    const { rerender, onGiveUp } = renderPolling();
    await advance(20 * s);
    rerender({ enabled: false });
    await advance(3600 * s);
    expect(polls).toEqual([20]);
    expect(onGiveUp).not.toHaveBeenCalled();
  });
});
