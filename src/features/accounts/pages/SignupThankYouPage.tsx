import { SignupFirst } from '@/features/accounts/components/SignupFirst';
import { SIGNUP_FIRST } from '@/features/accounts/rules/signupFirst';

/** /signup-thank-you/{greetingId}: sign up (or sign in), then on to the thank-you page by type (part 2 §4). */
export default function SignupThankYouPage() {
  return <SignupFirst destination="thank-you" />;
}

export { PageSpinner as Fallback } from '@/shared/ui/Spinner';
export const errorHeading = SIGNUP_FIRST['thank-you'].errorHeading;
