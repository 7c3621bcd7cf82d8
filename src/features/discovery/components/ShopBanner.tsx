import { useId } from 'react';
import { env } from '@/shared/config/env';
import { buttonClass } from '@/shared/ui/Button';
import styles from './ShopBanner.module.css';

/** Spec part 1 §2: the 'shop the cards' banner, linking out to the brand's shop. */
export function ShopBanner({ img }: { img?: string | null }) {
  const id = useId();
  return (
    <section className={`container ${styles.section}`} aria-labelledby={id}>
      <div className={styles.banner}>
        {img && <img className={styles.art} src={img} alt="" width={640} height={200} loading="lazy" decoding="async" />}
        <div className={styles.text}>
          <h2 id={id} className={styles.heading}>
            Prefer a card in hand?
          </h2>
          <p>Our printed greeting cards carry a QR code that plays your Video Greeting.</p>
          <a
            href={env.shopUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ variant: 'primary' })}
            aria-label="shop the cards (opens in a new tab)"
          >
            shop the cards
          </a>
        </div>
      </div>
    </section>
  );
}
