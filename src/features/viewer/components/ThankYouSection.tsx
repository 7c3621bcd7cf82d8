import { paths } from '../../../shared/config/paths';
import { ButtonLink } from '../../../shared/ui/Button';
import { VIEWER_TEXT } from '../rules/text';
import styles from './Viewer.module.css';

/** The recipient records a thank-you video for the greeting. */
export function ThankYouSection({ fizzId }: { fizzId: number | string }) {
  return (
    <section className={styles.card} aria-labelledby="viewer-thank-you">
      <h2 id="viewer-thank-you" className={styles.sectionTitle}>
        {VIEWER_TEXT.thankYouHeading}
      </h2>
      <p>{VIEWER_TEXT.thankYouBody}</p>
      <ButtonLink to={paths.recordThankYou(fizzId)} variant="secondary">
        {VIEWER_TEXT.thankYouButton}
      </ButtonLink>
    </section>
  );
}

/** The 'create your own' promotion. */
export function CreateOwnSection() {
  return (
    <section className={styles.promo} aria-labelledby="viewer-create-own">
      <h2 id="viewer-create-own" className={styles.sectionTitle}>
        {VIEWER_TEXT.createOwnHeading}
      </h2>
      <p>{VIEWER_TEXT.createOwnBody}</p>
      <ButtonLink to={paths.browse()}>{VIEWER_TEXT.createOwnButton}</ButtonLink>
    </section>
  );
}
