import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { AuthPage } from '@/features/accounts/components/AuthPage';
import { OfferBlock } from '@/features/accounts/components/OfferBlock';
import { RegistrationForm } from '@/features/accounts/components/RegistrationForm';
import { WithOfferInfo } from '@/features/accounts/components/WithOfferInfo';
import styles from '@/features/accounts/components/Auth.module.css';
import { useSignUp } from '@/features/accounts/hooks/useAccountActions';
import { useOfferMode, type OfferInfo } from '@/features/accounts/hooks/useOfferInfo';
import { loginRedirect } from '@/features/accounts/rules/loginRedirect';
import { registrationDefaults } from '@/features/accounts/rules/registrationDefaults';

const TITLE = {
  offer: 'Create an account to claim your offer',
  trial: 'Create an account for your free Video Greeting',
} as const;

/**
 * /offer-register (share-offer mode, from=recipient) and /view-invite-trial-register (trial mode,
 * from=actor). The trial form starts with the details the invitee gave in the contact form.
 */
export default function OfferRegisterPage() {
  const { mode } = useOfferMode();
  return (
    <AuthPage title={TITLE[mode.kind]}>
      <WithOfferInfo page="register">{(info) => <OfferRegister info={info} />}</WithOfferInfo>
    </AuthPage>
  );
}

function OfferRegister({ info }: { info: OfferInfo }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { signUp, isPending, error } = useSignUp({ from: info.mode.from, offer: info.code, screen: info.mode.from });
  const trial = info.mode.kind === 'trial';
  return (
    <>
      <OfferBlock freeOffer={info.freeOffer} shareOffer={info.shareOffer} page="register" />
      <RegistrationForm
        confirmEmail
        busy={isPending}
        error={error}
        defaults={registrationDefaults(info.mode, info.defaults)}
        onSubmit={async (values) => {
          const res = await signUp(values);
          navigate(loginRedirect(res, { isOfferOrTrial: true }), { replace: true });
        }}
      >
        <p className={styles.switch}>
          Already have an account? <Link to={{ pathname: trial ? paths.trialLogin() : paths.offerLogin(), search }}>Sign In</Link>
        </p>
      </RegistrationForm>
    </>
  );
}
