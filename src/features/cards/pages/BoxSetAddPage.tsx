import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { boxSetAddQuery } from '@/api/qr/queries';
import { paths } from '@/shared/config/paths';
import { qrLink } from '@/shared/lib/qr';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { cardPageParts } from '@/features/cards/components/CardPage';
import styles from '@/features/cards/components/Cards.module.css';

const { Frame, Fallback, Failure } = cardPageParts('Set up your boxed set', { className: `container ${styles.page}` });
export { Fallback, Failure };

/** /qr-setup/{qrKey}/{themeAnimationId}/add: start a new greeting for a boxed set, or link one made before. */
export default function BoxSetAddPage() {
  const { qrKey = '', taId = '' } = useParams();
  return (
    <Frame>
      <Choices qrKey={qrKey} taId={taId} />
    </Frame>
  );
}

function Choices({ qrKey, taId }: { qrKey: string; taId: string }) {
  const { data } = useSuspenseQuery(boxSetAddQuery(qrKey));
  const [signInOpen, setSignInOpen] = useState(false);
  const signedIn = data.boxCardUserEmail !== '';
  const login = qrLink(paths.login(), qrKey);
  const register = qrLink(paths.register(), qrKey);

  return (
    <>
      <p className={styles.lead}>
        One Video Greeting plays from every card in this box. Make a new one, or link one you have already finished.
      </p>
      {signedIn ? (
        <p className={styles.account}>
          Signed in as <strong>{data.boxCardUserEmail}</strong>
        </p>
      ) : (
        <div className={styles.account}>
          <p>You're not signed in. Sign in to save your Video Greeting and link it to this box.</p>
          <Button variant="outline" size="sm" onClick={() => setSignInOpen(true)}>
            Sign in
          </Button>
        </div>
      )}
      <ul className={styles.choices}>
        <li className={styles.choice}>
          <h2>Start a new Video Greeting</h2>
          <p>Personalise an animated intro, add photos, videos and music, then link it to the box.</p>
          <ButtonLink to={qrLink(paths.create(taId), qrKey)}>Start a new greeting</ButtonLink>
        </li>
        <li className={styles.choice}>
          <h2>Link a Video Greeting you made</h2>
          <p>Choose a finished Video Greeting from your account. Once linked, a set cannot be unlinked.</p>
          {signedIn && data.previousBoxCardGreetingId !== null && (
            <ButtonLink to={paths.qrBoxLink(qrKey, data.previousBoxCardGreetingId)} variant="outline">
              Link my latest boxed-set greeting
            </ButtonLink>
          )}
          {signedIn ? (
            <ButtonLink to={paths.qrBoxList(qrKey)} variant="outline">
              Choose from my Video Greetings
            </ButtonLink>
          ) : (
            // your greetings are in your account: sign in first
            <Button variant="outline" onClick={() => setSignInOpen(true)}>
              Choose from my Video Greetings
            </Button>
          )}
        </li>
      </ul>
      <Modal open={signInOpen} onClose={() => setSignInOpen(false)} title="Sign in to continue" size="sm">
        <p>Sign in, or create a free account, to make a Video Greeting for this boxed set.</p>
        <div className={styles.actions}>
          <ButtonLink to={login}>Sign in</ButtonLink>
          <ButtonLink to={register} variant="outline">
            Create an account
          </ButtonLink>
        </div>
      </Modal>
    </>
  );
}
