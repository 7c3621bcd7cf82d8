import { useSyncExternalStore } from 'react';
import { isSignedIn, subscribeSession } from './session';

function subscribe(onChange: () => void) {
  const unsubscribe = subscribeSession(onChange);
  // another tab signing in or out changes local storage
  window.addEventListener('storage', onChange);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onChange);
  };
}

let signedInAtBuild = false;

/** Whether a build-time render (the start shells, src/app/start/renderShell.tsx) draws a signed-in visitor. */
export function assumeSignedIn(signedIn: boolean): void {
  signedInAtBuild = signedIn;
}

/** Re-renders when the session starts or ends. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isSignedIn(),
    () => signedInAtBuild,
  );
}
