import { SignupFirst } from '@/features/accounts/components/SignupFirst';
import { SIGNUP_FIRST } from '@/features/accounts/rules/signupFirst';

/** /signup-checkout/{greetingId}: sign up (or sign in) before checkout, or check out as a guest. */
export default function SignupCheckoutPage() {
  return <SignupFirst destination="checkout" />;
}

export { PageSpinner as Fallback } from '@/shared/ui/Spinner';
export const errorHeading = SIGNUP_FIRST.checkout.errorHeading;
