import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { useResetViewAlertMutation } from '@/api/user/mutations';
import { LoadError } from '@/shared/ui/LoadError';
import { PageSpinner } from '@/shared/ui/Spinner';
import { AuthPage } from '@/features/accounts/components/AuthPage';
import styles from '@/features/accounts/components/Auth.module.css';
import { PAGE_TEXT } from '@/features/accounts/rules/messages';

/** /alert-reset-viewed/{otp}/{greetingId}: resets the view alert once, then confirms (part 2 §2). */
export default function AlertResetViewedPage() {
  const { otp = '', greetingId = '' } = useParams();
  const reset = useResetViewAlertMutation();
  const sent = useRef(false);
  const { mutate } = reset;
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate({ greetingId, otp });
  }, [mutate, greetingId, otp]);

  if (reset.isSuccess) {
    return (
      <AuthPage title={PAGE_TEXT.alertReset}>
        <p>We'll let you know when your card is scanned again.</p>
        {reset.data.img && (
          <img className={styles.image} src={reset.data.img} alt="Your Video Greeting" width={256} height={256} />
        )}
      </AuthPage>
    );
  }
  if (reset.isError) {
    return (
      <AuthPage title="We couldn't reset your alert">
        <LoadError error={reset.error} onRetry={() => mutate({ greetingId, otp })} />
      </AuthPage>
    );
  }
  return <PageSpinner label="Resetting your alert…" />;
}
