import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Poller, every } from './poller';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

describe('Poller', () => {
  it('polls on its schedule until the result says stop', async () => {
    const answers = [false, false, true];
    const times: number[] = [];
    const start = Date.now();
    const poller = new Poller({
      poll: async () => {
        times.push(Date.now() - start);
        return answers.shift();
      },
      delay: every(3000),
      onResult: (done) => (done ? 'stop' : 'continue'),
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(times).toEqual([3000, 6000, 9000]);
    expect(poller.running).toBe(false);
  });

  it('reports a failed poll and keeps going, never faster than the schedule', async () => {
    const onError = vi.fn();
    let n = 0;
    const poller = new Poller({
      poll: async () => {
        n += 1;
        throw new Error('down');
      },
      delay: every(3000),
      onResult: () => 'continue',
      onError,
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(9_500);
    expect(n).toBe(3);
    expect(onError).toHaveBeenCalledTimes(3);
    poller.stop();
  });

  it('waits while offline and polls as soon as the connection returns', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    const poll = vi.fn(async () => 1);
    const poller = new Poller({ poll, delay: every(3000), onResult: () => 'continue' });
    poller.start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(poll).not.toHaveBeenCalled();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(1);
    poller.stop();
  });

  it('gives up when the schedule ends, and restarts its clock on request', async () => {
    const onGiveUp = vi.fn();
    const poll = vi.fn(async () => 'x');
    const poller = new Poller({
      poll,
      delay: (elapsed) => (elapsed < 10_000 ? 5_000 : null),
      onResult: () => 'continue',
      onGiveUp,
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(poll).toHaveBeenCalledTimes(2);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
  });
});
