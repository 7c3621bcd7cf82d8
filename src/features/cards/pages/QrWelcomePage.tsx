import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import { qrScanQuery } from '@/api/qr/queries';
import { useSignedIn } from '@/shared/lib/useSignedIn';
import { LoadError } from '@/shared/ui/LoadError';
import { PageHeading } from '@/shared/ui/PageHeading';
import { PageSpinner } from '@/shared/ui/Spinner';
import styles from '@/features/cards/components/Cards.module.css';
import { WelcomeCard } from '@/features/cards/components/WelcomeCard';
import { welcomeFor } from '@/features/cards/rules/welcome';

/**
 * /qr/{key} and /qr-setup/{qrKey}: the page a scanned card opens (part 2 §2 "QR cards and boxed
 * sets"). The scan decides (welcomeFor): the owner goes straight on, anyone else is asked to sign in
 * or to start. An unknown key shows the server's message with a way home.
 */
export default function QrWelcomePage() {
  const params = useParams();
  const key = params.key ?? params.qrKey ?? '';
  const query = useQuery(qrScanQuery(key));
  const signedIn = useSignedIn();

  if (query.isError) {
    return (
      <section className={`container ${styles.page}`}>
        <LoadError
          heading={<PageHeading>We couldn't open this card</PageHeading>}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </section>
    );
  }
  if (!query.data) return <PageSpinner label="Reading your card…" />;
  const next = welcomeFor(query.data, signedIn);
  if (next.kind === 'go') return <Navigate to={next.to} replace />;
  return <WelcomeCard card={query.data} welcome={next} />;
}
