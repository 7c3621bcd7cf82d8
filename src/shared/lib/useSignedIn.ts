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

/** Re-renders when the session starts or ends. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isSignedIn(),
    () => false,
  );
}
