import { useEffect, useRef } from 'react';
import { Poller, type PollerOptions } from './poller';

/**
 * Runs a Poller while `enabled`. The callbacks may change from render to render; the loop is
 * restarted only when `enabled` or `key` changes.
 */
export function usePolling<T>(options: PollerOptions<T> & { enabled: boolean; key?: unknown }): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { enabled, key } = options;

  useEffect(() => {
    if (!enabled) return;
    const poller = new Poller<T>({
      poll: () => latest.current.poll(),
      delay: (elapsed) => latest.current.delay(elapsed),
      onResult: (result) => latest.current.onResult(result),
      onError: (error) => latest.current.onError?.(error),
      onGiveUp: () => latest.current.onGiveUp?.(),
      immediate: latest.current.immediate,
      now: latest.current.now,
    });
    poller.start();
    return () => poller.stop();
  }, [enabled, key]);
}
