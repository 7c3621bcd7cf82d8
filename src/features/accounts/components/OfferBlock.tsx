import type { FreeOffer, ShareOffer } from '../../../api/user/schemas';
import { SafeHtml } from '../../../shared/ui/SafeHtml';
import styles from './Auth.module.css';

const expiry = (days: number | null | undefined) =>
  typeof days === 'number' && days > 0 ? `This offer expires in ${days} ${days === 1 ? 'day' : 'days'}.` : null;

/** The offer or trial the page is claiming (server markup goes through SafeHtml). */
export function OfferBlock({ freeOffer, shareOffer, page }: { freeOffer: FreeOffer | null; shareOffer: ShareOffer | null; page: 'login' | 'register' }) {
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
