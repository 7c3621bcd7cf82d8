import type { GreetingItem } from '@/api/preview/schemas';
import { PageHeading } from '@/shared/ui/PageHeading';
import { BOX_SET_TEXT } from '@/features/thank-you/rules/boxSet';
import { THANK_YOU_TEXT } from '@/features/thank-you/rules/variant';
import { DeliveryOptions } from './DeliveryOptions';
import styles from './ThankYou.module.css';

/** The greeting linked to a boxed set: share, copy link and download, and how to link it to another set. */
export function BoxSetContent({ item }: { item: GreetingItem }) {
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <PageHeading>{BOX_SET_TEXT.heading}</PageHeading>
        <p className={styles.lead}>{BOX_SET_TEXT.lead}</p>
        <section aria-labelledby="box-share">
          <h2 id="box-share" className={styles.sectionTitle}>
            {BOX_SET_TEXT.shareHeading}
          </h2>
          {item.shareUrl ? (
            <DeliveryOptions item={{ ...item, shareUrl: item.shareUrl }} mode="all" labels={{ copy: BOX_SET_TEXT.copyLink }} />
          ) : (
            <p className={styles.wait}>{THANK_YOU_TEXT.notReady}</p>
          )}
        </section>
        <section aria-labelledby="box-link">
          <h2 id="box-link" className={styles.sectionTitle}>
            {BOX_SET_TEXT.linkHeading}
          </h2>
          <ol className={styles.steps}>
            {BOX_SET_TEXT.linkSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      </div>
      <div className={styles.side}>
        <img className={styles.image} src={item.img} alt="" width={640} height={360} />
        <p className={styles.name}>{item.name}</p>
      </div>
    </div>
  );
}
