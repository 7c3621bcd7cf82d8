import { useParams } from 'react-router-dom';
import { useChangePasswordMutation } from '@/api/user/mutations';
import { LIMITS } from '@/shared/config/limits';
import { paths } from '@/shared/config/paths';
import { useQrLink } from '@/shared/lib/useQrLink';
import { Field } from '@/shared/ui/Field';
import { useToast } from '@/shared/ui/Toasts';
import { AuthPage } from '@/features/accounts/components/AuthPage';
import { ServerError } from '@/features/accounts/components/ServerError';
import formLayout from '@/shared/ui/FormLayout.module.css';
import styles from '@/features/accounts/components/Auth.module.css';
import { useZodForm } from '@/shared/lib/forms/useZodForm';
import { useGoBack } from '@/features/accounts/lib/useGoBack';
import { FORM_MESSAGES, PAGE_TEXT, TOASTS } from '@/features/accounts/rules/messages';
import { MIN_PASSWORD_LENGTH, newPasswordSchema, type NewPasswordValues } from '@/features/accounts/rules/validation';
import { SubmitButton } from '@/features/accounts/components/SubmitButton';

const schema = newPasswordSchema();

/**
 * /change-password (signed in), /change-password/{otp} (emailed link), /qr-setup/{qrKey}/change-password.
 * One password field; 'Update Password' is disabled below 6 characters (part 2 §5). Success shows
 * 'Your password has been updated.' and goes back (part 2 §4).
 */
export default function ChangePasswordPage() {
  const { otp } = useParams();
  const { qrKey } = useQrLink();
  const toast = useToast();
  const change = useChangePasswordMutation();
  // from an emailed link there is usually no page to go back to: sign in with the new password
  const goBack = useGoBack(otp ? paths.login() : qrKey ? paths.qrScan(qrKey) : paths.home());
  const { form, onSubmit, errors, submitting } = useZodForm<NewPasswordValues>({
    schema,
    defaultValues: { password: '' },
    onValid: async ({ password }) => {
      await change.mutateAsync({ password, otp });
      toast.show({ title: TOASTS.passwordUpdated, variant: 'success' });
      goBack();
    },
  });
  const password = form.watch('password');
  const longEnough = password.length >= MIN_PASSWORD_LENGTH;
  const error = errors.password?.message;
  return (
    <AuthPage title="Change password">
      <form className={formLayout.form} onSubmit={onSubmit} noValidate>
        <Field
          label="New password"
          type="password"
          maxLength={LIMITS.password}
          autoComplete="new-password"
          requiredMark
          error={error}
          hint={error ? undefined : FORM_MESSAGES.newPasswordMinimum}
          {...form.register('password')}
        />
        <div className={styles.actions}>
          <SubmitButton
            busy={change.isPending || submitting}
            disabled={!longEnough}
            disabledReason="Enter a new password of at least 6 characters"
          >
            {PAGE_TEXT.updatePassword}
          </SubmitButton>
          <ServerError error={change.error} />
        </div>
      </form>
    </AuthPage>
  );
}
