import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES, PAGE_TEXT, TOASTS } from './messages';

// The other tests name these through the constants, so a typo here would pass them all. This
// table pins each one to the spec's wording, character for character (straight apostrophes).
const TABLE: [where: string, actual: string, spec: string][] = [
  ['part 1 §5', FORM_MESSAGES.firstNameRequired, 'Please enter your first name.'],
  ['part 1 §5', FORM_MESSAGES.lastNameRequired, 'Please enter your last name.'],
  ['part 1 §5', FORM_MESSAGES.emailRequired, 'Please enter your email address.'],
  ['part 1 §5', FORM_MESSAGES.emailInvalid, 'Please enter valid email address.'],
  ['part 1 §5', FORM_MESSAGES.passwordRequired, 'Please enter your password.'],
  ['part 1 §5', FORM_MESSAGES.passwordShort, 'Please enter a password of at least 6 characters.'],
  ['part 1 §5', FORM_MESSAGES.confirmPasswordRequired, 'Please enter your confirmation password.'],
  ['part 1 §5 (on blur)', FORM_MESSAGES.confirmPasswordRequiredBlur, 'Please confirm your password.'],
  ['part 1 §5', FORM_MESSAGES.passwordMismatch, "The passwords you entered don't match. Please check them and try again."],
  ['part 1 §5 (on blur)', FORM_MESSAGES.passwordMismatchBlur, "Passwords don't match."],
  ['part 1 §5', FORM_MESSAGES.confirmEmailRequired, 'Please enter your confirm email address.'],
  ['part 1 §5 (on blur)', FORM_MESSAGES.confirmEmailRequiredBlur, 'Please confirm your email address.'],
  ['part 1 §5', FORM_MESSAGES.emailMismatch, "The emails you entered don't match. Please check them and try again."],
  ['part 1 §5 (on blur)', FORM_MESSAGES.emailMismatchBlur, "Confirm email doesn't match."],
  ['part 2 §5', FORM_MESSAGES.newPasswordMinimum, '6 character minimum'],
  ['part 1 §8', TOASTS.accountCreated.title, 'Account created!'],
  ['part 1 §8', TOASTS.offerInvalid, 'This offer is no longer valid.'],
  ['part 1 §8', TOASTS.offerDuplicate, 'You have already claimed this offer.'],
  ['part 2 §4', TOASTS.passwordUpdated, 'Your password has been updated.'],
  ['part 2 §2', PAGE_TEXT.resetSent, 'The email has been sent. Check your email for a link to change your password.'],
  ['part 2 §2', PAGE_TEXT.sendResetLink, 'Send Reset Password Link'],
  ['part 2 §2', PAGE_TEXT.updatePassword, 'Update Password'],
  ['part 2 §2', PAGE_TEXT.alertReset, 'Your Alert Has Been Reset'],
  ['part 1 §2', PAGE_TEXT.checkoutAsGuest, 'Checkout as Guest'],
];

describe('account messages, word for word (part 1 §5/§8, part 2 §2/§4/§5)', () => {
  it.each(TABLE)('%s: "%s"', (_, actual, spec) => {
    expect(actual).toBe(spec);
  });

  it('every form message is in the table', () => {
    const pinned = new Set(TABLE.map(([, actual]) => actual));
    expect(Object.values(FORM_MESSAGES).filter((m) => !pinned.has(m))).toEqual([]);
  });
});
