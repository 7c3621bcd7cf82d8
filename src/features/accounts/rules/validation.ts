import { z } from '@/api/zod';
import type { Phase } from '@/shared/lib/forms/phasedResolver';
import { withRules } from '@/shared/lib/forms/withRules';
import { FORM_MESSAGES as M } from './messages';

export type { Phase };

/** Spec part 1 §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;
/** {email} with a top-level domain of at least 2 characters (spec part 1 §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

const isBlank = (v: string) => v.trim() === '';

export function emailError(email: string): string | null {
  if (isBlank(email)) return M.emailRequired;
  if (!EMAIL_PATTERN.test(email.trim())) return M.emailInvalid;
  return null;
}

export function passwordError(password: string): string | null {
  if (isBlank(password)) return M.passwordRequired;
  if (password.length < MIN_PASSWORD_LENGTH) return M.passwordShort;
  return null;
}

export function confirmPasswordError(password: string, confirm: string, phase: Phase): string | null {
  if (isBlank(confirm)) return phase === 'blur' ? M.confirmPasswordRequiredBlur : M.confirmPasswordRequired;
  if (confirm !== password) return phase === 'blur' ? M.passwordMismatchBlur : M.passwordMismatch;
  return null;
}

/** Register page only: the confirm email matches case-insensitively. */
export function confirmEmailError(email: string, confirm: string, phase: Phase): string | null {
  if (isBlank(confirm)) return phase === 'blur' ? M.confirmEmailRequiredBlur : M.confirmEmailRequired;
  if (confirm.trim().toLowerCase() !== email.trim().toLowerCase())
    return phase === 'blur' ? M.emailMismatchBlur : M.emailMismatch;
  return null;
}

type Check<T> = { [K in keyof T]?: (values: T) => string | null };

/** A zod schema over plain strings that reports the first failing rule per field. */
function schemaOf<S extends z.ZodMiniObject>(shape: S, checks: Check<z.infer<S>>) {
  const rules = Object.entries(checks) as [string, (values: z.infer<S>) => string | null][];
  return withRules(shape, (values) => Object.fromEntries(rules.map(([field, check]) => [field, check(values)])));
}

export const registrationShape = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  confirmEmail: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
  marketingOptIn: z.boolean(),
});
export type RegistrationValues = z.infer<typeof registrationShape>;

/** Part 1 §5 "Registration" (sign-up, quick sign-up, register page); confirmEmail for the register page. */
export function registrationSchema(phase: Phase, options: { confirmEmail: boolean }) {
  return schemaOf(registrationShape, {
    firstName: (v) => (isBlank(v.firstName) ? M.firstNameRequired : null),
    lastName: (v) => (isBlank(v.lastName) ? M.lastNameRequired : null),
    email: (v) => emailError(v.email),
    ...(options.confirmEmail
      ? { confirmEmail: (v: RegistrationValues) => confirmEmailError(v.email, v.confirmEmail, phase) }
      : {}),
    password: (v) => passwordError(v.password),
    confirmPassword: (v) => confirmPasswordError(v.password, v.confirmPassword, phase),
  });
}

export const loginShape = z.object({ email: z.string(), password: z.string() });
export type LoginValues = z.infer<typeof loginShape>;

/** Sign-in: email and password with the same checks and messages as registration. */
export function loginSchema() {
  return schemaOf(loginShape, { email: (v) => emailError(v.email), password: (v) => passwordError(v.password) });
}

export const emailShape = z.object({ email: z.string() });
export type EmailValues = z.infer<typeof emailShape>;

/** Forgot password: the email. */
export function passwordResetSchema() {
  return schemaOf(emailShape, { email: (v) => emailError(v.email) });
}

export const newPasswordShape = z.object({ password: z.string() });
export type NewPasswordValues = z.infer<typeof newPasswordShape>;

/** Change password (part 2 §5): at least 6 characters, '6 character minimum'. */
export function newPasswordSchema() {
  return schemaOf(newPasswordShape, {
    password: (v) => (v.password.length < MIN_PASSWORD_LENGTH ? M.newPasswordMinimum : null),
  });
}

/** The first message per field, as a form would show it. */
export function fieldErrors(schema: z.ZodMiniType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    errors[key] ??= issue.message;
  }
  return errors;
}
