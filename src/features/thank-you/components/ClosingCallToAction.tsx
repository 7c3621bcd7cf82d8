import { buttonClass, ButtonLink } from '@/shared/ui/Button';
import { closingCta, type CtaKind } from '@/features/thank-you/rules/closingCta';
import styles from './ThankYou.module.css';

/** The closing call to action; which variant shows is closingCta(kind). */
export function ClosingCallToAction({ kind }: { kind: CtaKind }) {
  const cta = closingCta(kind);
  return (
    <section className={styles.cta} aria-labelledby="closing-cta">
      <h2 id="closing-cta" className={styles.ctaQuestion}>
        {cta.question}
      </h2>
      <div className={styles.actions}>
        <ButtonLink to={cta.create.to}>{cta.create.label}</ButtonLink>
        <a className={buttonClass({ variant: 'outline' })} href={cta.shop.href} target="_blank" rel="noopener noreferrer">
          {cta.shop.label}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
