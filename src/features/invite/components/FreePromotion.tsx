import { paths } from '@/shared/config/paths';
import { ButtonLink } from '@/shared/ui/Button';
import { expiryLine, PROMOTION } from '@/features/invite/rules/thankYou';
import styles from './ThankYou.module.css';

/** The default free-greeting promotion (spec part 2 §2): the expiry days, two bullets and the claim. */
export function FreePromotion({ expiresInDays }: { expiresInDays: number | null | undefined }) {
  const expiry = expiryLine(expiresInDays);
  return (
    <section className={styles.promotion} aria-labelledby="free-promotion">
      <h2 id="free-promotion">{PROMOTION.heading}</h2>
      {expiry && <p className={styles.expiry}>{expiry}</p>}
      <ul className={styles.bullets}>
        {PROMOTION.bullets.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <ButtonLink to={paths.inviteContact()} size="lg">
        {PROMOTION.claim}
      </ButtonLink>
    </section>
  );
}
