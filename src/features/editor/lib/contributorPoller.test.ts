import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContributorPoller } from './contributorPoller';

const s = 1000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(answers: () => number | null = () => 5005) {
  const pollTimes: number[] = [];
  const onNewVideo = vi.fn();
  const onGiveUp = vi.fn();
  const start = Date.now();
  const poller = new ContributorPoller({
    poll: async () => {
      pollTimes.push((Date.now() - start) / s);
      return answers();
    },
    knownVideoId: 5005,
    onNewVideo,
    onGiveUp,
  });
  return { poller, pollTimes, onNewVideo, onGiveUp };
}

describe('contributor polling', () => {
  it('polls every 20 s for a minute, every 60 s to 5 min, every 180 s to 30 min, then gives up', async () => {
    const { poller, pollTimes, onGiveUp } = setup();
    poller.start();
    await vi.advanceTimersByTimeAsync(60 * s);
    expect(pollTimes).toEqual([20, 40, 60]);
    await vi.advanceTimersByTimeAsync(240 * s);
    expect(pollTimes).toEqual([20, 40, 60, 120, 180, 240, 300]);
    await vi.advanceTimersByTimeAsync(1499 * s);
    expect(pollTimes.slice(7)).toEqual([480, 660, 840, 1020, 1200, 1380, 1560, 1740]);
    expect(onGiveUp).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1 * s);
    expect(pollTimes.at(-1)).toBe(1800);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3600 * s);
    expect(pollTimes).toHaveLength(16);
  });

  it('a new video id: tells the page once, and the timer restarts at 20 s', async () => {
    let newest: number | null = 5005;
    const { poller, pollTimes, onNewVideo } = setup(() => newest);
    poller.start();
    await vi.advanceTimersByTimeAsync(120 * s); // polls at 20, 40, 60, 120
    newest = 6001;
    await vi.advanceTimersByTimeAsync(60 * s); // poll at 180 sees it
    expect(onNewVideo).toHaveBeenCalledWith(6001);
    expect(onNewVideo).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60 * s);
    expect(pollTimes).toEqual([20, 40, 60, 120, 180, 200, 220, 240]);
    expect(onNewVideo).toHaveBeenCalledTimes(1);
  });

  it('no contributor clip yet (null) is not news', async () => {
    const { poller, onNewVideo } = setup(() => null);
    poller.start();
    await vi.advanceTimersByTimeAsync(100 * s);
    expect(onNewVideo).not.toHaveBeenCalled();
  });

  it('a failed poll keeps the schedule', async () => {
    const pollTimes: number[] = [];
    let fail = true;
    const poller = new ContributorPoller({
      poll: async () => {
        pollTimes.push(Date.now());
        if (fail) throw new Error('offline');
        return 7;
      },
      knownVideoId: null,
      onNewVideo: vi.fn(),
      onGiveUp: vi.fn(),
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(40 * s);
    expect(pollTimes).toHaveLength(2);
    fail = false;
    await vi.advanceTimersByTimeAsync(20 * s);
    expect(pollTimes).toHaveLength(3);
  });

  it('stop ends it (the newest-actor flag disabled, or the page closed)', async () => {
    const { poller, pollTimes, onGiveUp } = setup();
    poller.start();
    await vi.advanceTimersByTimeAsync(20 * s);
    poller.stop();
    await vi.advanceTimersByTimeAsync(3600 * s);
    expect(pollTimes).toEqual([20]);
    expect(onGiveUp).not.toHaveBeenCalled();
  });
});
