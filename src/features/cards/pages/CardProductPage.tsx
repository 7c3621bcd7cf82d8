import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { qrScanQuery } from '@/api/qr/queries';
import { ButtonLink } from '@/shared/ui/Button';
import { PageHeading } from '@/shared/ui/PageHeading';
import { PageSpinner } from '@/shared/ui/Spinner';
import styles from '@/features/cards/components/Cards.module.css';
import { cardWelcomePath } from '@/features/cards/rules/welcome';

/**
 * /qr-setup/{qrKey}/{sku}/{skuId}: the spec does not show this page. It shows the scanned card's
 * product (its picture, single card or boxed set, and the product code from the link) and leads
 * into the card's setup, the welcome page of the flow (docs/spec-choices.md).
 */
export default function CardProductPage() {
  const { qrKey = '', sku = '', skuId = '' } = useParams();
  const { data: card } = useSuspenseQuery(qrScanQuery(qrKey));
  return (
    <section className={`container ${styles.page} ${styles.wide}`}>
      <div className={styles.card}>
        <div className={styles.cardText}>
          <PageHeading>{card.isBoxSet ? 'Your Video Greeting boxed set' : 'Your Video Greeting card'}</PageHeading>
          <p className={styles.lead}>
            {card.isBoxSet
              ? 'Every card in this box can play one Video Greeting: make it once, and it goes with each card you give.'
              : 'This card comes with a Video Greeting: add photos, videos and music, and the person you give it to watches it by scanning the card.'}
          </p>
          <dl className={styles.product}>
            <dt>Product</dt>
            <dd>{sku}</dd>
            <dt>Item</dt>
            <dd>{skuId}</dd>
          </dl>
          <div className={styles.actions}>
            <ButtonLink to={cardWelcomePath(card.qrKey)}>Set up this card</ButtonLink>
          </div>
        </div>
        <img className={styles.cardImage} src={card.imgTall} alt="Your card" width={600} height={800} fetchPriority="high" />
      </div>
    </section>
  );
}

export function Fallback() {
  return <PageSpinner label="Reading your card…" />;
}

export const errorHeading = "We couldn't open this card";
