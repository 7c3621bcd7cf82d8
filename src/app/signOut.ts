import type { NavigateFunction } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { endSession } from '@/shared/lib/session';

let signingOut = false;

/**
 * Spec part 1 §4 "Session": sign out clears the session and goes to /login. While that navigation
 * runs, a protected page being left must not send the visitor to login-with-a-redirect instead.
 */
export async function signOut(navigate: NavigateFunction): Promise<void> {
  signingOut = true;
  endSession();
  try {
    await navigate(paths.login());
  } finally {
    signingOut = false;
  }
}

export const isSigningOut = (): boolean => signingOut;
