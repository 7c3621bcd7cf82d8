/**
 * The sign-up before checkout (/signup-checkout/{greetingId}) and before the thank-you page
 * (/signup-thank-you/{greetingId}): one screen, its texts and where it leads by destination.
 */
export type SignupDestination = 'checkout' | 'thank-you';

type SignupFirstText = {
  title: string;
  lead: string;
  /** The register-react ?screen= value. */
  screen: string;
  /** The heading above a failed read of the greeting (there is nothing to sign up for then). */
  errorHeading: string;
};

export const SIGNUP_FIRST = {
  checkout: {
    title: 'Create an account to check out',
    lead: 'Save your Video Greeting to your account, or check out as a guest.',
    screen: 'signup-checkout',
    errorHeading: 'Checkout',
  },
  'thank-you': {
    title: 'Create an account to save your Video Greeting',
    lead: 'Sign up or sign in to keep your Video Greeting and share it.',
    screen: 'signup-thank-you',
    errorHeading: 'Your Video Greeting',
  },
} as const satisfies Record<SignupDestination, SignupFirstText>;
