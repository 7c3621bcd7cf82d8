import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { PageHeading } from '@/shared/ui/PageHeading';
import { PageSpinner } from '@/shared/ui/Spinner';
import { CardLoadError } from './CardLoadError';

type CardPageOptions = {
  className: string;
  /** Read while the data loads. */
  loadingLabel?: string;
  /** The text a failure shows; default the error's own message. */
  messageOf?: (error: unknown) => string;
};

/**
 * A /qr-setup/{qrKey}/... page's parts, under its heading: the frame, the skeleton its route shows
 * while the data loads (a spinner), and what a failed load shows (CardLoadError, whose links stay
 * in the card's flow: the route's own failure would sign in outside it).
 */
export function cardPageParts(heading: string, { className, loadingLabel, messageOf }: CardPageOptions) {
  function Frame({ children }: { children: ReactNode }) {
    return (
      <section className={className}>
        <PageHeading>{heading}</PageHeading>
        {children}
      </section>
    );
  }
  function Fallback() {
    return (
      <Frame>
        <PageSpinner label={loadingLabel} />
      </Frame>
    );
  }
  function Failure({ error, retry }: { error: unknown; retry: () => void }) {
    const { qrKey = '' } = useParams();
    return (
      <Frame>
        <CardLoadError error={error} qrKey={qrKey} message={messageOf?.(error)} onRetry={retry} />
      </Frame>
    );
  }
  return { Frame, Fallback, Failure };
}
