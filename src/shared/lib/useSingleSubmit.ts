import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * The app's one submit guard. `run` starts `action` unless a run is already under way: the guard
 * is a ref, set in the same tick as the click, so a double click (or Enter pressed twice) sends
 * one request even before React re-renders. `busy` is for the button's disabled look.
 * A rejection is passed on to the caller; the guard opens again either way.
 */
export function useSingleSubmit<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const running = useRef(false);
  const mounted = useRef(true);
  const latest = useRef(action);
  const [busy, setBusy] = useState(false);

  // before the browser paints (and so before any click on what it paints) the latest action is in place
  useLayoutEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (...args: A): Promise<R | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      return await latest.current(...args);
    } finally {
      running.current = false;
      if (mounted.current) setBusy(false);
    }
  }, []);

  return { run, busy };
}
