import type { NoGreetingCard } from '@/api/greetings/schemas';
import { paths } from '@/shared/config/paths';
import { ButtonLink } from '@/shared/ui/Button';
import cardGrid from '@/shared/ui/CardGrid.module.css';
import styles from './Projects.module.css';

/** QR cards the user owns that have no project yet: each can start one. */
export function UnassignedCards({ cards }: { cards: NoGreetingCard[] }) {
  if (cards.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="unassigned-cards-title">
      <h2 id="unassigned-cards-title" className={styles.sectionTitle}>
        Cards without a video yet
      </h2>
      <ul className={styles.grid}>
        {cards.map((card) => (
          <li key={card.qrKey} className={styles.card}>
            {card.image ? (
              <img className={cardGrid.picture} src={card.image} alt="" width={320} height={180} loading="lazy" />
            ) : (
              <div className={cardGrid.picture} aria-hidden="true" />
            )}
            <div className={styles.body}>
              <h3 className={styles.name}>Card {card.qrKey}</h3>
              <div className={styles.actions}>
                <ButtonLink
                  to={paths.qrCreate(card.qrKey, card.createThemeAnimationId)}
                  size="sm"
                  aria-label={`Start a Video Greeting for card ${card.qrKey}`}
                >
                  Start a Video Greeting
                </ButtonLink>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
