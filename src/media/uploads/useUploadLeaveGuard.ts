import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Spec part 2 §4: leaving during an upload asks first. In-app navigation goes through react-router's
 * blocker (show LeaveUploadsDialog), a reload or a closed tab through the browser's own prompt.
 * `isBusy` is read when the navigation happens (not from the last render), so the page's own move
 * once the last file arrived is never stopped. The upload session uses it (the editor, the invitee page, the recorder).
 */
export function useUploadLeaveGuard(isBusy: () => boolean, busy: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && isBusy(),
  );

  useEffect(() => {
    if (!busy) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the prompt only when returnValue is set
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [busy]);

  return blocker;
}
