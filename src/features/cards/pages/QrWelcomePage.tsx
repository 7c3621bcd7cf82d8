import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { qrScanQuery } from '../../../api/qr/queries';
import type { QrScan } from '../../../api/qr/schemas';
import { paths } from '../../../shared/config/paths';
import { qrLink } from '../../../shared/lib/qr';
import { useSignedIn } from '../../../shared/lib/useSignedIn';
import { ButtonLink } from '../../../shared/ui/Button';
import { PageHeading } from '../../../shared/ui/PageHeading';
import { QueryBoundary } from '../../../shared/ui/QueryBoundary';
import { PageSpinner } from '../../../shared/ui/Spinner';
import styles from '../components/Cards.module.css';
import { watchPath, welcomeFor } from '../rules/welcome';

/** /qr/{key} and /qr-setup/{qrKey}: the page a scanned card opens (part 2 §2 "QR cards and boxed sets"). */
export default function QrWelcomePage() {
  const params = useParams();
  const key = params.key ?? params.qrKey ?? '';
  const query = useQuery({ ...qrScanQuery(key), enabled: key !== '' });
  const signedIn = useSignedIn();
  useEffect(() => {
    document.title = 'Your Video Greeting card';
  }, []);

  return (
    <QueryBoundary query={query} loading={<PageSpinner label="Reading your card…" />}>
      {(card) => <Welcome card={card} signedIn={signedIn} />}
    </QueryBoundary>
  );
}

function Welcome({ card, signedIn }: { card: QrScan; signedIn: boolean }) {
  const next = welcomeFor(card, signedIn);
  if (next.kind === 'go') return <Navigate to={next.to} replace />;
  const login = qrLink(paths.login(), card.qrKey);
  const register = qrLink(paths.register(), card.qrKey);
  const watch = watchPath(card.shareUrl, window.location.origin);

  return (
    <section className={`container ${styles.page} ${styles.wide}`}>
      <div className={styles.card}>
        <img className={styles.cardImage} src={card.fizzImage ?? card.imgTall} alt="Your card" width={600} height={800} fetchPriority="high" />
        <div>
          {next.kind === 'other-owner' ? (
            <>
              <PageHeading>{next.boxSet ? 'SIGN IN TO CONTINUE' : 'sign in and continue editing'}</PageHeading>
              <p className={styles.lead}>
                {next.boxSet
                  ? 'This boxed set belongs to an account. Sign in with that account to set it up or link a Video Greeting.'
                  : 'This card already has a Video Greeting in progress. Sign in with the account that started it to keep going.'}
              </p>
              {card.isSignedIn && card.userEmail && (
                <p className={styles.account}>
                  You're signed in as <strong>{card.userEmail}</strong>, which is not the account this card belongs to.
                </p>
              )}
              <div className={styles.actions}>
                <ButtonLink to={login}>Sign In</ButtonLink>
                {watch && (
                  <ButtonLink to={watch} variant="outline">
                    Watch the Video Greeting
                  </ButtonLink>
                )}
              </div>
            </>
          ) : (
            <>
              <PageHeading>{next.boxSet ? 'Set up your boxed set' : 'Make your card a Video Greeting'}</PageHeading>
              <p className={styles.lead}>
                {next.boxSet
                  ? 'Link one Video Greeting to every card in this box. Create an account or sign in to start.'
                  : 'Add photos, videos and music to this card, and invite friends to join in. Create an account or sign in to start.'}
              </p>
              <div className={styles.actions}>
                <ButtonLink to={register}>Get started</ButtonLink>
                <ButtonLink to={login} variant="outline">
                  Sign In
                </ButtonLink>
              </div>
            </>
          )}
          {card.previewVideo && (
            <>
              <h2>See what it looks like</h2>
              <video className={styles.video} src={card.previewVideo} controls playsInline preload="metadata" aria-label="Preview of this card's animation" />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
