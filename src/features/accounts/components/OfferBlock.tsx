import type { FreeOffer, ShareOffer } from '@/api/user/schemas';
import { offerExpiryText, offerIsLive } from '@/shared/lib/offerExpiry';
import { SafeHtml } from '@/shared/ui/SafeHtml';
import styles from './Auth.module.css';

/** The app's one offer-expiry wording ('7 days', '1 day', 'less than a day'); none for an offer that is not live. */
const expiry = (days: number | null | undefined) =>
  offerIsLive(days) ? `This offer expires in ${offerExpiryText(days)}.` : null;

/** The offer or trial the page is claiming (server markup goes through SafeHtml). */
export function OfferBlock({
  freeOffer,
  shareOffer,
  page,
}: {
  freeOffer: FreeOffer | null;
  shareOffer: ShareOffer | null;
  page: 'login' | 'register';
}) {
  if (freeOffer) {
    const text = page === 'login' ? freeOffer.ui.signInText : freeOffer.ui.signUpText;
    const note = expiry(freeOffer.offerExpiresInDays);
    return (
      <div className={styles.offer}>
        <SafeHtml html={freeOffer.ui.claimMarkup} />
        {text && <p>{text}</p>}
        {page === 'register' && freeOffer.ui.signUpScroll && <p>{freeOffer.ui.signUpScroll}</p>}
        {note && <p>{note}</p>}
      </div>
    );
  }
  if (shareOffer) {
    const note = expiry(shareOffer.expiresInDays);
    return (
      <div className={styles.offer}>
        <SafeHtml html={shareOffer.ui.top} />
        <SafeHtml html={shareOffer.ui.bottom} />
        {note && <p>{note}</p>}
      </div>
    );
  }
  return null;
}
