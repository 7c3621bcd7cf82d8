import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { isSignedIn } from '@/shared/lib/session';
import { isFirstEntry } from '@/features/accounts/lib/useGoBack';
import { signedInLoginBounce } from '@/features/accounts/rules/loginRedirect';

/**
 * Part 1 §6: a signed-in user opening login is sent back (history back, or the app page that
 * linked here, or /); opening register goes to /. Only the state at opening counts: signing in on
 * the page is not a bounce.
 */
export function useBounceSignedIn(kind: 'login' | 'register'): boolean {
  const [signedInAtOpen] = useState(() => isSignedIn());
  const navigate = useNavigate();
  const { key } = useLocation();
  useEffect(() => {
    if (!signedInAtOpen) return;
    if (kind === 'register') {
      void navigate(paths.home(), { replace: true });
      return;
    }
    const bounce = signedInLoginBounce(!isFirstEntry(key), document.referrer, window.location.origin);
    if (bounce.kind === 'back') void navigate(-1);
    else void navigate(bounce.to, { replace: true });
    // once, at opening
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return signedInAtOpen;
}
