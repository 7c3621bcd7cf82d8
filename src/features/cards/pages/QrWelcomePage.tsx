import { useSuspenseQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import { qrScanQuery } from '@/api/qr/queries';
import { useSignedIn } from '@/shared/lib/useSignedIn';
import { PageSpinner } from '@/shared/ui/Spinner';
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
  const { data: card } = useSuspenseQuery(qrScanQuery(key));
  const signedIn = useSignedIn();
  const next = welcomeFor(card, signedIn);
  if (next.kind === 'go') return <Navigate to={next.to} replace />;
  return <WelcomeCard card={card} welcome={next} />;
}

export function Fallback() {
  return <PageSpinner label="Reading your card…" />;
}

export const errorHeading = "We couldn't open this card";
