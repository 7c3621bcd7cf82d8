import { useSyncExternalStore } from 'react';
import { useRenderAssumptions } from './renderAssumptions';
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
  // a render outside a browser (the build's shells) draws the visitor it assumes
  const { signedIn } = useRenderAssumptions();
  return useSyncExternalStore(subscribe, isSignedIn, () => signedIn);
}
