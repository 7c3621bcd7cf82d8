import { paths } from '@/shared/config/paths';
import { errorMessage } from '@/shared/lib/errorMessage';
import { loadErrorKind } from '@/shared/lib/loadErrorKind';
import { qrLink } from '@/shared/lib/qr';
import { Alert } from '@/shared/ui/Alert';
import { Button, ButtonLink } from '@/shared/ui/Button';
import styles from './Cards.module.css';
import { cardWelcomePath } from '@/features/cards/rules/welcome';

type CardLoadErrorProps = {
  error: unknown;
  qrKey: string;
  /** The text to show; default the error's own message. */
  message?: string;
  onRetry?: () => void;
};

/**
 * A failed load on a /qr-setup/{qrKey}/... page: the shared mapping (loadErrorKind) with the
 * card-scan flow's own links. Signing in goes through the flow's login (LoadError's /login/{here}
 * would leave the flow), an unknown card or greeting offers the home page, and any other refusal
 * ('This card is not a boxed set.') offers the card's welcome page, which sends the visitor where
 * the card belongs, besides 'Try again'.
 */
export function CardLoadError({ error, qrKey, message = errorMessage(error), onRetry }: CardLoadErrorProps) {
  const kind = loadErrorKind(error);
  return (
    <div className={styles.loadError}>
      <Alert variant="danger">{message}</Alert>
      <div className={styles.actions}>
        {kind === 'sign-in' && <ButtonLink to={qrLink(paths.login(), qrKey)}>Sign in</ButtonLink>}
        {kind === 'retry' && onRetry && <Button onClick={onRetry}>Try again</Button>}
        {kind === 'not-found' ? (
          <ButtonLink to={paths.home()}>Go to the homepage</ButtonLink>
        ) : (
          <ButtonLink to={cardWelcomePath(qrKey)} variant="outline">
            Back to your card
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
