import type { ContactResponse } from '@/api/user/schemas';
import { z } from '@/api/zod';
import { LIMITS } from '@/shared/config/limits';
import { paths } from '@/shared/config/paths';
import { withRules } from '@/shared/lib/forms/withRules';
import { nameProblem } from '@/shared/lib/personText';

/** Spec part 2 §5 "Invitee contact form": the messages, word for word. */
export const CONTACT_MESSAGES = {
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  email: 'Please enter your email address.',
  emailInvalid: 'Please enter valid email address.',
} as const;

/** {name}@{domain}.{tld of at least 2 characters}, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

export type ContactValues = { firstName: string; lastName: string; email: string };
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

const blank = (v: string) => v.trim() === '';

/**
 * The first failing rule of each field: all three required (the spec's words); the names follow the
 * person-written name policy (shared/lib/personText); the email must look like one.
 */
export function contactErrors(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const firstName = blank(values.firstName)
    ? CONTACT_MESSAGES.firstName
    : nameProblem(values.firstName, 'your first name', LIMITS.name);
  const lastName = blank(values.lastName)
    ? CONTACT_MESSAGES.lastName
    : nameProblem(values.lastName, 'your last name', LIMITS.name);
  if (firstName) errors.firstName = firstName;
  if (lastName) errors.lastName = lastName;
  if (blank(values.email)) errors.email = CONTACT_MESSAGES.email;
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = CONTACT_MESSAGES.emailInvalid;
  return errors;
}

/**
 * The form starts with what the server knows (actor-info); a first name it does not know is the
 * one this device remembers from the invite page, so nobody types it twice.
 */
export function contactDefaults(
  known: { firstName?: string | null; lastName?: string | null; email?: string | null } | null,
  rememberedName: string | undefined,
): ContactValues {
  return {
    firstName: known?.firstName || rememberedName || '',
    lastName: known?.lastName || '',
    email: known?.email || '',
  };
}

/** The form's schema: contactErrors' messages. */
export const contactSchema = withRules(
  z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  contactErrors,
);

/** Spec part 2 §5: the button stays disabled until all three fields have content. */
export const contactComplete = (values: ContactValues) =>
  !blank(values.firstName) && !blank(values.lastName) && !blank(values.email);

/** Spec part 2 §2/§4: the server's afterUpdate decides: trial login, trial register or the thank-you page. */
export function contactNextPath(afterUpdate: ContactResponse['afterUpdate']): string {
  if (afterUpdate === 'login') return paths.trialLogin();
  if (afterUpdate === 'register') return paths.trialRegister();
  return paths.inviteThankYou();
}
