import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { isSignedIn } from '@/shared/lib/session';
import { LoadError } from '@/shared/ui/LoadError';
import { PageHeading } from '@/shared/ui/PageHeading';
import { PageSpinner } from '@/shared/ui/Spinner';
import { AuthPage } from '@/features/accounts/components/AuthPage';
import { ServerError } from '@/features/accounts/components/ServerError';
import { SignupPanel } from '@/features/accounts/components/SignupPanel';
import { usePostSignupRoute } from '@/features/accounts/hooks/usePostSignupRoute';

/** /signup-thank-you/{greetingId}: sign up (or sign in), then on to the thank-you page by type (part 2 §4). */
export default function SignupThankYouPage() {
  const { greetingId = '' } = useParams();
  const route = usePostSignupRoute(greetingId, 'thank-you');
  const [signedInAtOpen] = useState(() => isSignedIn());
  const { go } = route;
  useEffect(() => {
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
        <LoadError error={route.error} heading={<PageHeading>Your Video Greeting</PageHeading>} onRetry={() => void go()} />
      </section>
    );
  }
  return (
    <AuthPage
      title="Create an account to save your Video Greeting"
      lead="Sign up or sign in to keep your Video Greeting and share it."
    >
      <ServerError error={route.error} />
      <SignupPanel screen="signup-thank-you" onDone={() => go()} />
    </AuthPage>
  );
}
