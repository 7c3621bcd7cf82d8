import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useQrLink } from '../../../shared/lib/useQrLink';
import { PageSpinner } from '../../../shared/ui/Spinner';
import { AuthPage } from '../components/AuthPage';
import { LoginForm } from '../components/LoginForm';
import styles from '../components/Auth.module.css';
import { useSignIn } from '../hooks/useAccountActions';
import { useBounceSignedIn } from '../hooks/useBounceSignedIn';
import { loginRedirect, redirectParamTarget } from '../rules/loginRedirect';

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
