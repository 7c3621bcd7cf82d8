import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { useQrLink } from '@/shared/lib/useQrLink';
import { PageSpinner } from '@/shared/ui/Spinner';
import { AuthPage } from '@/features/accounts/components/AuthPage';
import { LoginForm } from '@/features/accounts/components/LoginForm';
import styles from '@/features/accounts/components/Auth.module.css';
import { useSignIn } from '@/features/accounts/hooks/useAccountActions';
import { useBounceSignedIn } from '@/features/accounts/hooks/useBounceSignedIn';
import { loginRedirect, redirectParamTarget } from '@/features/accounts/rules/loginRedirect';

/** /login, /login/{redirect}, /qr-setup/{qrKey}/login */
export default function LoginPage() {
  const { redirect: param } = useParams();
  const { qrKey, link } = useQrLink();
  const navigate = useNavigate();
  const bounced = useBounceSignedIn('login');
  const { signIn, isPending, error } = useSignIn({ qrKey });
  if (bounced) return <PageSpinner />;

  const redirect = redirectParamTarget(param);
  const registerPath = qrKey ? link(paths.register()) : paths.register(param && redirect ? param : undefined);
  return (
    <AuthPage title="Sign In">
      <LoginForm
        busy={isPending}
        error={error}
        onSubmit={async (values) => {
          const res = await signIn(values);
          navigate(loginRedirect(res, { redirect, qrKey }), { replace: true });
        }}
      >
        <p className={styles.switch}>
          Don't have an account? <Link to={registerPath}>Create an account</Link>
        </p>
      </LoginForm>
    </AuthPage>
  );
}
