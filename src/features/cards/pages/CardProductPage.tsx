import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { qrScanQuery } from '../../../api/qr/queries';
import { paths } from '../../../shared/config/paths';
import { ButtonLink } from '../../../shared/ui/Button';
import { PageHeading } from '../../../shared/ui/PageHeading';
import { QueryBoundary } from '../../../shared/ui/QueryBoundary';
import styles from '../components/Cards.module.css';

/**
 * /qr-setup/{qrKey}/{sku}/{skuId}: the spec does not show this page. It names the card's product
 * (from the scanned card) and leads into the card's setup (README "Decisions").
 */
export default function CardProductPage() {
  const { qrKey = '', sku = '', skuId = '' } = useParams();
  const query = useQuery(qrScanQuery(qrKey));
  return (
    <section className={`container ${styles.page} ${styles.wide}`}>
      <QueryBoundary query={query}>
        {(card) => (
          <div className={styles.card}>
            <img className={styles.cardImage} src={card.imgTall} alt="Your card" width={600} height={800} fetchPriority="high" />
            <div>
              <PageHeading>{card.isBoxSet ? 'Your Video Greeting boxed set' : 'Your Video Greeting card'}</PageHeading>
              <p className={styles.lead}>
                {card.isBoxSet
                  ? 'Every card in this box can play one Video Greeting: make it once, and it goes with each card you give.'
                  : 'This card comes with a Video Greeting: add photos, videos and music, and the person you give it to watches it by scanning the card.'}
              </p>
              <p className={styles.muted}>
                Product {sku} · {skuId}
              </p>
              <div className={styles.actions}>
                <ButtonLink to={paths.qrScan(card.qrKey)}>Set up this card</ButtonLink>
              </div>
            </div>
          </div>
        )}
      </QueryBoundary>
    </section>
  );
}
