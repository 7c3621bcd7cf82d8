import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * While `active`, leaving is questioned: in-app navigation through react-router's blocker (the
 * caller shows the question and proceeds or resets), a reload or closing the tab through the
 * browser's own beforeunload prompt.
 */
export function useLeaveGuard(active: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the prompt only when returnValue is set
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  return blocker;
}
