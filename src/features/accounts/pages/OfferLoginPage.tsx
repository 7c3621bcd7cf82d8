import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { AuthPage } from '@/features/accounts/components/AuthPage';
import { LoginForm } from '@/features/accounts/components/LoginForm';
import { OfferBlock } from '@/features/accounts/components/OfferBlock';
import { WithOfferInfo } from '@/features/accounts/components/WithOfferInfo';
import styles from '@/features/accounts/components/Auth.module.css';
import { useSignIn } from '@/features/accounts/hooks/useAccountActions';
import { useOfferMode, type OfferInfo } from '@/features/accounts/hooks/useOfferInfo';
import { loginRedirect } from '@/features/accounts/rules/loginRedirect';

const TITLE = { offer: 'Sign in to claim your offer', trial: 'Sign in to start your free Video Greeting' } as const;

/** /offer-login (share-offer mode, from=recipient) and /view-invite-trial-login (trial mode, from=actor). */
export default function OfferLoginPage() {
  const { mode } = useOfferMode();
  return (
    <AuthPage title={TITLE[mode.kind]}>
      <WithOfferInfo page="login">{(info) => <OfferLogin info={info} />}</WithOfferInfo>
    </AuthPage>
  );
}

function OfferLogin({ info }: { info: OfferInfo }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { signIn, isPending, error } = useSignIn({ from: info.mode.from, offer: info.code, offerLogin: true });
  const trial = info.mode.kind === 'trial';
  return (
    <>
      <OfferBlock freeOffer={info.freeOffer} shareOffer={info.shareOffer} page="login" />
      <LoginForm
        busy={isPending}
        error={error}
        defaultEmail={info.defaults.email}
        onSubmit={async (values) => {
          const res = await signIn(values);
          navigate(loginRedirect(res, { isOfferOrTrial: true }), { replace: true });
        }}
      >
        <p className={styles.switch}>
          Don't have an account?{' '}
          <Link to={{ pathname: trial ? paths.trialRegister() : paths.offerRegister(), search }}>Create an account</Link>
        </p>
      </LoginForm>
    </>
  );
}
