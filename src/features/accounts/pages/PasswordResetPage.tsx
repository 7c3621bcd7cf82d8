import { Link } from 'react-router-dom';
import { useSendPasswordLinkMutation } from '@/api/user/mutations';
import { paths } from '@/shared/config/paths';
import { useQrLink } from '@/shared/lib/useQrLink';
import { Alert } from '@/shared/ui/Alert';
import { emailInput, Field } from '@/shared/ui/Field';
import { AuthPage } from '@/features/accounts/components/AuthPage';
import { ServerError } from '@/features/accounts/components/ServerError';
import formLayout from '@/shared/ui/FormLayout.module.css';
import styles from '@/features/accounts/components/Auth.module.css';
import { useZodForm } from '@/shared/lib/forms/useZodForm';
import { PAGE_TEXT } from '@/features/accounts/rules/messages';
import { passwordResetSchema, type EmailValues } from '@/features/accounts/rules/validation';
import { SubmitButton } from '@/features/accounts/components/SubmitButton';

const schema = passwordResetSchema();
const REQUIRED = ['email'] as const;

/** /password-reset and /qr-setup/{qrKey}/password-reset: enter email, send, confirmation (part 1 §4). */
export default function PasswordResetPage() {
  const { link } = useQrLink();
  const send = useSendPasswordLinkMutation();
  const { field, onSubmit, filled, submitting } = useZodForm<EmailValues>({
    schema,
    defaultValues: { email: '' },
    required: REQUIRED,
    onValid: (values) => send.mutateAsync(values.email.trim()),
  });
  return (
    <AuthPage
      title="Reset your password"
      lead={send.isSuccess ? undefined : "Enter your account's email address and we'll send you a link to change your password."}
    >
      {send.isSuccess ? (
        <Alert variant="success">{PAGE_TEXT.resetSent}</Alert>
      ) : (
        <form className={formLayout.form} onSubmit={onSubmit} noValidate>
          <Field label="Email" {...emailInput} requiredMark {...field('email')} />
          <div className={styles.actions}>
            <SubmitButton busy={send.isPending || submitting} disabled={!filled} disabledReason="Enter your email address">
              {PAGE_TEXT.sendResetLink}
            </SubmitButton>
            <ServerError error={send.error} />
          </div>
        </form>
      )}
      <p className={styles.switch}>
        <Link to={link(paths.login())}>Back to Sign In</Link>
      </p>
    </AuthPage>
  );
}
