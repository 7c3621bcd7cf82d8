import { useId, type ReactNode } from 'react';
import { LIMITS } from '@/shared/config/limits';
import { useZodForm } from '@/shared/lib/forms/useZodForm';
import { emailInput, Field } from '@/shared/ui/Field';
import { registrationSchema, type RegistrationValues } from '@/features/accounts/rules/validation';
import { AgreementLine } from './AgreementLine';
import { ServerError } from './ServerError';
import formLayout from '@/shared/ui/FormLayout.module.css';
import styles from './Auth.module.css';
import { SubmitButton } from './SubmitButton';

// part 1 §5: some messages differ on blur and on submit
const SCHEMAS = {
  withConfirmEmail: {
    schema: registrationSchema('submit', { confirmEmail: true }),
    blurSchema: registrationSchema('blur', { confirmEmail: true }),
  },
  withoutConfirmEmail: {
    schema: registrationSchema('submit', { confirmEmail: false }),
    blurSchema: registrationSchema('blur', { confirmEmail: false }),
  },
};

const REQUIRED = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;
const REQUIRED_WITH_CONFIRM = [...REQUIRED, 'confirmEmail'] as const;

export type RegistrationFormProps = {
  onSubmit: (values: RegistrationValues) => Promise<unknown>;
  /** A request is running. */
  busy: boolean;
  /** The last failed request (its message shows under the form). */
  error?: unknown;
  /** The register page asks for the email twice. */
  confirmEmail?: boolean;
  /** What the form starts with (details the visitor already gave elsewhere). */
  defaults?: Partial<Pick<RegistrationValues, 'firstName' | 'lastName' | 'email' | 'confirmEmail'>>;
  submitLabel?: string;
  /** Extra content under the submit button. */
  children?: ReactNode;
};

/** The one registration form: register page, offer/trial register, quick sign-up, sign-up checkout. */
export function RegistrationForm({
  onSubmit,
  busy,
  error,
  confirmEmail = false,
  defaults,
  submitLabel = 'Create Account',
  children,
}: RegistrationFormProps) {
  const {
    form,
    field,
    onSubmit: submit,
    filled,
    submitting,
  } = useZodForm<RegistrationValues>({
    ...(confirmEmail ? SCHEMAS.withConfirmEmail : SCHEMAS.withoutConfirmEmail),
    defaultValues: {
      firstName: defaults?.firstName ?? '',
      lastName: defaults?.lastName ?? '',
      email: defaults?.email ?? '',
      confirmEmail: defaults?.confirmEmail ?? '',
      password: '',
      confirmPassword: '',
      // part 1 §5: marketing opt-in defaults to true
      marketingOptIn: true,
    },
    required: confirmEmail ? REQUIRED_WITH_CONFIRM : REQUIRED,
    onValid: onSubmit,
  });
  const optInId = useId();
  const pending = busy || submitting;
  return (
    <form className={formLayout.form} onSubmit={submit} noValidate aria-busy={pending || undefined}>
      <div className={formLayout.pair}>
        <Field label="First name" maxLength={LIMITS.name} autoComplete="given-name" requiredMark {...field('firstName')} />
        <Field label="Last name" maxLength={LIMITS.name} autoComplete="family-name" requiredMark {...field('lastName')} />
      </div>
      <Field label="Email" {...emailInput} requiredMark {...field('email')} />
      {confirmEmail && <Field label="Confirm email" {...emailInput} requiredMark {...field('confirmEmail')} />}
      <Field
        label="Password"
        type="password"
        maxLength={LIMITS.password}
        autoComplete="new-password"
        requiredMark
        hint="At least 6 characters."
        {...field('password')}
      />
      <Field
        label="Confirm password"
        type="password"
        maxLength={LIMITS.password}
        autoComplete="new-password"
        requiredMark
        {...field('confirmPassword')}
      />
      <div className={styles.check}>
        <input id={optInId} type="checkbox" {...form.register('marketingOptIn')} />
        <label htmlFor={optInId}>Yes, send me emails with news and special offers.</label>
      </div>
      <AgreementLine />
      <div className={styles.actions}>
        <SubmitButton busy={pending} disabled={!filled} disabledReason="Fill in every field">
          {submitLabel}
        </SubmitButton>
        <ServerError error={error} />
      </div>
      {children}
    </form>
  );
}
