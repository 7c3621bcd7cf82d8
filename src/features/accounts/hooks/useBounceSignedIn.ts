import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isSignedIn } from '../../../shared/lib/session';
import { useGoBack } from '../lib/useGoBack';

/**
 * Part 1 §6: a signed-in user opening login is sent back (history back, or / without history);
 * opening register goes to /. Only the state at opening counts: signing in on the page is not a bounce.
 */
export function useBounceSignedIn(kind: 'login' | 'register'): boolean {
  const [signedInAtOpen] = useState(() => isSignedIn());
  const navigate = useNavigate();
  const goBack = useGoBack('/');
  useEffect(() => {
    if (!signedInAtOpen) return;
    if (kind === 'login') goBack();
    else navigate('/', { replace: true });
    // once, at opening
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return signedInAtOpen;
}
