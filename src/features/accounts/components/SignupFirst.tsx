import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { purchaseItemQuery } from '@/api/purchase/queries';
import { paths } from '@/shared/config/paths';
import { isSignedIn } from '@/shared/lib/session';
import { AuthPage } from './AuthPage';
import { SignupPanel } from './SignupPanel';
import styles from './Auth.module.css';
import { PAGE_TEXT } from '@/features/accounts/rules/messages';
import { SIGNUP_FIRST, type SignupDestination } from '@/features/accounts/rules/signupFirst';
import { postSignupRoute, signupRedirect } from '@/features/accounts/rules/signupRedirect';

/**
 * Sign up (or sign in) before checkout or the thank-you page; the checkout one also offers
 * checking out as a guest (part 1 §2 "/checkout": a guest flag in navigation state). Signed in
 * already at opening, the form never shows: straight on.
 */
export function SignupFirst({ destination }: { destination: SignupDestination }) {
  const { greetingId = '' } = useParams();
  const [signedIn, setSignedIn] = useState(() => isSignedIn());
  const text = SIGNUP_FIRST[destination];
  if (signedIn) return <OnToGreeting greetingId={greetingId} destination={destination} />;
  return (
    <AuthPage title={text.title} lead={text.lead}>
      <SignupPanel screen={text.screen} onDone={() => setSignedIn(true)}>
        {destination === 'checkout' && (
          <p className={styles.guest}>
            <Link to={paths.checkout(greetingId)} state={{ isGuest: true }}>
              {PAGE_TEXT.checkoutAsGuest}
            </Link>
          </p>
        )}
      </SignupPanel>
    </AuthPage>
  );
}

/**
 * Reads GET /rest/fizz/{greetingId} with the signed-in session and goes where post-signup routing
 * says (part 2 §4). Its wait is the route's spinner; a failed read is the route's error, whose
 * 'Try again' reads it again.
 */
function OnToGreeting({ greetingId, destination }: { greetingId: string; destination: SignupDestination }) {
  const { data: item } = useSuspenseQuery(purchaseItemQuery(greetingId));
  const target = signupRedirect(postSignupRoute(greetingId, item, destination));
  return target ? <Navigate to={target} replace /> : null;
}
