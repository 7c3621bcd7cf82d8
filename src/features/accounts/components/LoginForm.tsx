import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { LIMITS } from '@/shared/config/limits';
import { useQrLink } from '@/shared/lib/useQrLink';
import { useZodForm } from '@/shared/lib/forms/useZodForm';
import { emailInput, Field } from '@/shared/ui/Field';
import { loginSchema, type LoginValues } from '@/features/accounts/rules/validation';
import { ServerError } from './ServerError';
import formLayout from '@/shared/ui/FormLayout.module.css';
import styles from './Auth.module.css';
import { SubmitButton } from './SubmitButton';

const schema = loginSchema();
const REQUIRED = ['email', 'password'] as const;

export type LoginFormProps = {
  onSubmit: (values: LoginValues) => Promise<unknown>;
  busy: boolean;
  error?: unknown;
  defaultEmail?: string;
  submitLabel?: string;
  children?: ReactNode;
};

/** Sign-in: the login pages and the sign-in inside the sign-up component. */
export function LoginForm({ onSubmit, busy, error, defaultEmail = '', submitLabel = 'Sign In', children }: LoginFormProps) {
  const { link } = useQrLink();
  const {
    field,
    onSubmit: submit,
    filled,
    submitting,
  } = useZodForm<LoginValues>({
    schema,
    defaultValues: { email: defaultEmail, password: '' },
    required: REQUIRED,
    onValid: onSubmit,
  });
  const pending = busy || submitting;
  return (
    <form className={formLayout.form} onSubmit={submit} noValidate aria-busy={pending || undefined}>
      <Field label="Email" {...emailInput} requiredMark {...field('email')} />
      <Field
        label="Password"
        type="password"
        maxLength={LIMITS.password}
        autoComplete="current-password"
        requiredMark
        {...field('password')}
      />
      <div className={styles.actions}>
        <SubmitButton busy={pending} disabled={!filled} disabledReason="Enter your email and password">
          {submitLabel}
        </SubmitButton>
        <ServerError error={error} />
      </div>
      <p className={styles.switch}>
        <Link to={link(paths.passwordReset())}>Forgot your password?</Link>
      </p>
      {children}
    </form>
  );
}
