import type { GreetingItem } from '@/api/preview/schemas';
import { paths } from '@/shared/config/paths';
import { useSignedIn } from '@/shared/lib/useSignedIn';
import { ButtonLink } from '@/shared/ui/Button';
import { PageHeading } from '@/shared/ui/PageHeading';
import { HEADLINES, THANK_YOU_TEXT, thankYouVariant } from '@/features/thank-you/rules/variant';
import { DeliveryOptions } from './DeliveryOptions';
import { OrderSummary } from './OrderSummary';
import styles from './ThankYou.module.css';

/** Where the greeting can go next: the delivery options, or why it cannot be sent yet. */
function SendOrWait({ item }: { item: GreetingItem }) {
  const signedIn = useSignedIn();
  if (item.shareUrl) return <DeliveryOptions item={{ ...item, shareUrl: item.shareUrl }} />;
  if (item.needsPurchase && item.isLocked) {
    return (
      <div className={styles.wait}>
        <p>{THANK_YOU_TEXT.notPaidYet}</p>
        {/* not signed in: the pre-checkout sign-up, which also offers 'Checkout as Guest' */}
        <ButtonLink to={signedIn ? paths.checkout(item.id) : paths.signupCheckout(item.id)}>{THANK_YOU_TEXT.checkout}</ButtonLink>
      </div>
    );
  }
  return <p className={styles.wait}>{THANK_YOU_TEXT.notReady}</p>;
}

/** The thank-you page's content for a physical, a paid digital or an unpaid digital greeting. */
export function ThankYouContent({ item }: { item: GreetingItem }) {
  const variant = thankYouVariant(item);
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <PageHeading>{HEADLINES[variant]}</PageHeading>
        {variant === 'physical' ? (
          <>
            <p className={styles.lead}>{THANK_YOU_TEXT.mailing}</p>
            <section aria-labelledby="sneak-preview">
              <h2 id="sneak-preview" className={styles.sectionTitle}>
                {THANK_YOU_TEXT.sneakPreview}
              </h2>
              <p>{THANK_YOU_TEXT.sneakPreviewLead}</p>
              <SendOrWait item={item} />
            </section>
          </>
        ) : (
          <section aria-labelledby="send-heading">
            <h2 id="send-heading" className={styles.sectionTitle}>
              {THANK_YOU_TEXT.sendHeading}
            </h2>
            <p>{THANK_YOU_TEXT.chooseDelivery}</p>
            <SendOrWait item={item} />
          </section>
        )}
      </div>
      <div className={styles.side}>
        <img className={styles.image} src={item.img} alt="" width={640} height={360} />
        <p className={styles.name}>{item.name}</p>
        {variant === 'paid' && <OrderSummary themeName={item.themeName} price={item.price} />}
      </div>
    </div>
  );
}
