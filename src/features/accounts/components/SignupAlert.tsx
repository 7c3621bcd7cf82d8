import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { useQrLink } from '@/shared/lib/useQrLink';
import { useSignedIn } from '@/shared/lib/useSignedIn';
import { Alert } from '@/shared/ui/Alert';

/**
 * The editor's sign-up alert for anonymous users (part 2 §2): sign up or sign in, then come back
 * here (the current path is the redirect). Renders nothing for a signed-in user.
 */
export function SignupAlert({ className }: { className?: string }) {
  const signedIn = useSignedIn();
  const { pathname, search } = useLocation();
  const { qrKey, link } = useQrLink();
  if (signedIn) return null;
  const here = `${pathname}${search}`;
  // inside a card-scan flow the pages block the usual redirect, so they take no redirect parameter
  const register = qrKey ? link(paths.register()) : paths.register(here);
  const login = qrKey ? link(paths.login()) : paths.login(here);
  return (
    <Alert variant="info" className={className}>
      Don't lose your work: <Link to={register}>sign up</Link> or <Link to={login}>sign in</Link> to save your Video Greeting.
    </Alert>
  );
}
