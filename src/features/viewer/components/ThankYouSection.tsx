import { paths } from '@/shared/config/paths';
import { ButtonLink } from '@/shared/ui/Button';
import { VIEWER_TEXT } from '@/features/viewer/rules/text';
import styles from './Viewer.module.css';

type ThankYouSectionProps = {
  greetingId: number | string;
  /** The animation a thank-you video starts with (the greeting's thankyouAnimation and its image), if any. */
  animation: { video: string | null; img: string | null };
  /** Load the animation's preview; until then its box holds the place (it waits for the player's poster). */
  showPreview: boolean;
};

/** The recipient records a thank-you video for the greeting. */
export function ThankYouSection({ greetingId, animation, showPreview }: ThankYouSectionProps) {
  return (
    <section className={styles.card} aria-labelledby="viewer-thank-you">
      <h2 id="viewer-thank-you" className={styles.sectionTitle}>
        {VIEWER_TEXT.thankYouHeading}
      </h2>
      <p>{VIEWER_TEXT.thankYouBody}</p>
      {animation.video && (
        <figure className={styles.thankYouPreview}>
          {showPreview ? (
            <video
              className={styles.thankYouVideo}
              src={animation.video}
              poster={animation.img ?? undefined}
              controls
              playsInline
              preload="none"
              width={640}
              height={360}
              aria-label={VIEWER_TEXT.thankYouPreviewLabel}
              aria-describedby="viewer-thank-you-caption"
            />
          ) : (
            <div className={styles.thankYouVideo} />
          )}
          <figcaption id="viewer-thank-you-caption" className={styles.note}>
            {VIEWER_TEXT.thankYouPreview}
          </figcaption>
        </figure>
      )}
      <ButtonLink to={paths.recordThankYou(greetingId)} variant="secondary">
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
