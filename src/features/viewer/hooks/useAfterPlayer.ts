import { useEffect, useState } from 'react';

/** However busy the browser stays, the later parts load by then. */
const AT_THE_LATEST_MS = 2000;

/**
 * False until the browser is first idle after the page (and its player) painted. Comments and the
 * offer wait for it, so the poster (the largest paint) is not competing with their code and calls.
 */
export function useAfterPlayer(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: AT_THE_LATEST_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setReady(true), 0);
    return () => window.clearTimeout(id);
  }, []);
  return ready;
}
