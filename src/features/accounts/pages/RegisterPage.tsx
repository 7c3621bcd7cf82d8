import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { useQrLink } from '@/shared/lib/useQrLink';
import { PageSpinner } from '@/shared/ui/Spinner';
import { AuthPage } from '@/features/accounts/components/AuthPage';
import { RegistrationForm } from '@/features/accounts/components/RegistrationForm';
import styles from '@/features/accounts/components/Auth.module.css';
import { useSignUp } from '@/features/accounts/hooks/useAccountActions';
import { useBounceSignedIn } from '@/features/accounts/hooks/useBounceSignedIn';
import { loginRedirect, redirectParamTarget } from '@/features/accounts/rules/loginRedirect';

/** /register, /register/{redirect}, /qr-setup/{qrKey}/register */
export default function RegisterPage() {
  const { redirect: param } = useParams();
  const { qrKey, link } = useQrLink();
  const navigate = useNavigate();
  const bounced = useBounceSignedIn('register');
  const { signUp, isPending, error } = useSignUp({ qrKey, screen: 'register' });
  if (bounced) return <PageSpinner />;

  const redirect = redirectParamTarget(param);
  const loginPath = qrKey ? link(paths.login()) : paths.login(param && redirect ? param : undefined);
  return (
    <AuthPage title="Create an account">
      <RegistrationForm
        confirmEmail
        busy={isPending}
        error={error}
        onSubmit={async (values) => {
          const res = await signUp(values);
          navigate(loginRedirect(res, { redirect, qrKey }), { replace: true });
        }}
      >
        <p className={styles.switch}>
          Already have an account? <Link to={loginPath}>Sign In</Link>
        </p>
      </RegistrationForm>
    </AuthPage>
  );
}
