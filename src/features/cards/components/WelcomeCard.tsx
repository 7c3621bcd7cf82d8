import { useNavigate } from 'react-router-dom';
import type { QrScan } from '@/api/qr/schemas';
import { paths } from '@/shared/config/paths';
import { qrLink } from '@/shared/lib/qr';
import { endSession } from '@/shared/lib/session';
import { useSignedIn } from '@/shared/lib/useSignedIn';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { PageHeading } from '@/shared/ui/PageHeading';
import { watchPath, type Welcome } from '@/features/cards/rules/welcome';
import styles from './Cards.module.css';

type Props = { card: QrScan; welcome: Exclude<Welcome, { kind: 'go' }> };

/**
 * The welcome page for someone who is not sent straight on: what to do, the card, its preview. The
 * words and the main action come first, so a phone shows them without scrolling (the card's
 * picture, beside them on a wide screen, comes after them on a phone).
 */
export function WelcomeCard({ card, welcome }: Props) {
  const login = qrLink(paths.login(), card.qrKey);
  const register = qrLink(paths.register(), card.qrKey);

  return (
    <section className={`container ${styles.page} ${styles.wide}`}>
      <div className={styles.card}>
        <div className={styles.cardText}>
          {welcome.kind === 'other-owner' ? (
            <OtherOwner card={card} boxSet={welcome.boxSet} login={login} />
          ) : (
            <>
              <PageHeading>{welcome.boxSet ? 'Set up your boxed set' : 'Make your card a Video Greeting'}</PageHeading>
              <p className={styles.lead}>
                {welcome.boxSet
                  ? 'Link one Video Greeting to every card in this box. Create an account or sign in to start.'
                  : 'Add photos, videos and music to this card, and invite friends to join in. Create an account or sign in to start.'}
              </p>
              <div className={styles.actions}>
                <ButtonLink to={register}>Get started</ButtonLink>
                <ButtonLink to={login} variant="outline">
                  Sign in
                </ButtonLink>
              </div>
            </>
          )}
        </div>
        <img
          className={styles.cardImage}
          src={card.greetingImage ?? card.imgTall}
          alt="Your card"
          width={600}
          height={800}
          fetchPriority="high"
        />
        {card.previewVideo && (
          <div className={styles.cardPreview}>
            <h2>See what it looks like</h2>
            <video
              className={styles.video}
              src={card.previewVideo}
              controls
              playsInline
              preload="metadata"
              aria-label="Preview of this card's animation"
            />
          </div>
        )}
      </div>
    </section>
  );
}

/** Someone else's card (part 2 §6): sign in with the owner's account. */
function OtherOwner({ card, boxSet, login }: { card: QrScan; boxSet: boolean; login: string }) {
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const watch = watchPath(card.shareUrl, window.location.origin);
  // the login page sends a signed-in visitor back, so another account means signing out first
  const switchAccount = () => {
    endSession();
    void navigate(login);
  };

  return (
    <>
      <PageHeading>{boxSet ? 'SIGN IN TO CONTINUE' : 'sign in and continue editing'}</PageHeading>
      <p className={styles.lead}>
        {boxSet
          ? 'This boxed set belongs to an account. Sign in with that account to set it up or link a Video Greeting.'
          : 'This card already has a Video Greeting in progress. Sign in with the account that started it to keep going.'}
      </p>
      {signedIn && card.userEmail && (
        <p className={styles.account}>
          You're signed in as <strong>{card.userEmail}</strong>, which is not the account this card belongs to.
        </p>
      )}
      <div className={styles.actions}>
        {signedIn ? (
          <Button onClick={switchAccount}>Sign in with another account</Button>
        ) : (
          <ButtonLink to={login}>Sign in</ButtonLink>
        )}
        {watch && (
          <ButtonLink to={watch} variant="outline">
            Watch the Video Greeting
          </ButtonLink>
        )}
      </div>
    </>
  );
}
