import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { isSignedIn } from '@/shared/lib/session';
import { LoadError } from '@/shared/ui/LoadError';
import { PageHeading } from '@/shared/ui/PageHeading';
import { PageSpinner } from '@/shared/ui/Spinner';
import { AuthPage } from '@/features/accounts/components/AuthPage';
import { ServerError } from '@/features/accounts/components/ServerError';
import { SignupPanel } from '@/features/accounts/components/SignupPanel';
import styles from '@/features/accounts/components/Auth.module.css';
import { usePostSignupRoute } from '@/features/accounts/hooks/usePostSignupRoute';
import { PAGE_TEXT } from '@/features/accounts/rules/messages';

/**
 * /signup-checkout/{greetingId}: sign up (or sign in) before checkout, or check out as a guest
 * (part 1 §2 "/checkout": a guest arrives with a guest flag in navigation state).
 */
export default function SignupCheckoutPage() {
  const { greetingId = '' } = useParams();
  const route = usePostSignupRoute(greetingId, 'checkout');
  const [signedInAtOpen] = useState(() => isSignedIn());
  const { go } = route;
  useEffect(() => {
    // already signed in: nothing to sign up for
    if (signedInAtOpen) void go();
    // once, at opening
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // signed in already: straight on (no sign-up form flashes up first)
  if (!route.error && (route.routing || signedInAtOpen)) return <PageSpinner />;
  // signed in, but the greeting could not be read: there is nothing to sign up for, so try again
  if (signedInAtOpen) {
    return (
      <section className="container">
        <LoadError error={route.error} heading={<PageHeading>Checkout</PageHeading>} onRetry={() => void go()} />
      </section>
    );
  }
  return (
    <AuthPage title="Create an account to check out" lead="Save your Video Greeting to your account, or check out as a guest.">
      <ServerError error={route.error} />
      <SignupPanel screen="signup-checkout" onDone={() => go()}>
        <p className={styles.guest}>
          <Link to={paths.checkout(greetingId)} state={{ isGuest: true }}>
            {PAGE_TEXT.checkoutAsGuest}
          </Link>
        </p>
      </SignupPanel>
    </AuthPage>
  );
}
