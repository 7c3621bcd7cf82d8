/** Spec part 1 §5, part 2 §2/§4/§5 and part 1 §8: the messages of the account forms, word for word. */
export const FORM_MESSAGES = {
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter valid email address.',
  passwordRequired: 'Please enter your password.',
  passwordShort: 'Please enter a password of at least 6 characters.',
  confirmPasswordRequired: 'Please enter your confirmation password.',
  confirmPasswordRequiredBlur: 'Please confirm your password.',
  passwordMismatch: "The passwords you entered don't match. Please check them and try again.",
  passwordMismatchBlur: "Passwords don't match.",
  confirmEmailRequired: 'Please enter your confirm email address.',
  confirmEmailRequiredBlur: 'Please confirm your email address.',
  emailMismatch: "The emails you entered don't match. Please check them and try again.",
  emailMismatchBlur: "Confirm email doesn't match.",
  newPasswordMinimum: '6 character minimum',
} as const;

export const TOASTS = {
  accountCreated: { title: 'Account created!', body: 'You will receive an email shortly to confirm your account.' },
  offerInvalid: 'This offer is no longer valid.',
  offerDuplicate: 'You have already claimed this offer.',
  passwordUpdated: 'Your password has been updated.',
} as const;

export const PAGE_TEXT = {
  resetSent: 'The email has been sent. Check your email for a link to change your password.',
  sendResetLink: 'Send Reset Password Link',
  updatePassword: 'Update Password',
  alertReset: 'Your Alert Has Been Reset',
  checkoutAsGuest: 'Checkout as Guest',
} as const;
