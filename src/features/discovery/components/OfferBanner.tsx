import { lazy, Suspense } from 'react';
import type { Offer } from '@/api/catalog/schemas';
import { offerBannerText } from '@/features/discovery/rules/offerBanner';
import styles from './OfferBanner.module.css';

// the sanitiser (DOMPurify) loads only when there is offer markup to show, not on every /browse visit
const SafeHtml = lazy(() => import('@/shared/ui/SafeHtml').then((m) => ({ default: m.SafeHtml })));

/** Spec part 1 §2: 'You have N to start your free Video Greeting', with the server's claim markup. */
export function OfferBanner({ offer }: { offer: Offer | null | undefined }) {
  const text = offer ? offerBannerText(offer.offerExpiresInDays) : null;
  if (!offer || !text) return null;
  const markup = offer.ui?.claimMarkup;
  return (
    <aside className={styles.banner} aria-label="Your free Video Greeting">
      <p className={styles.headline}>{text}</p>
      {markup && (
        <Suspense fallback={null}>
          <SafeHtml html={markup} className={styles.markup} />
        </Suspense>
      )}
    </aside>
  );
}
