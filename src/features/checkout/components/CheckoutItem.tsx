import { formatPrice } from '@/shared/lib/price';
import { OrderLines } from '@/shared/ui/OrderLines';
import { CHECKOUT_TEXT } from '@/features/checkout/rules/texts';
import styles from './Checkout.module.css';

/** The item being bought: its name and image, and an order summary (line item and total). */
export function CheckoutItem({ name, img, price }: { name: string; img: string; price: number | string }) {
  const shown = formatPrice(price);
  return (
    <section className={styles.item} aria-labelledby="item-name">
      <img className={styles.itemImage} src={img} alt="" width={640} height={360} />
      <h2 id="item-name" className={styles.itemName}>
        {name}
      </h2>
      <h3 className={styles.summaryTitle}>{CHECKOUT_TEXT.orderSummary}</h3>
      <OrderLines item={name} price={shown} totalLabel={CHECKOUT_TEXT.total} />
    </section>
  );
}

/** The loading state, sized like the page it stands for. */
export function CheckoutSkeleton() {
  return (
    <div className={styles.layout} role="status">
      <span className="visually-hidden">{CHECKOUT_TEXT.loading}</span>
      <div aria-hidden="true">
        <div className={`${styles.skeleton} ${styles.itemImage}`} />
        <div className={`${styles.skeleton} ${styles.skeletonLine}`} />
        <div className={`${styles.skeleton} ${styles.skeletonBlock}`} />
      </div>
      <div aria-hidden="true" className={`${styles.skeleton} ${styles.skeletonForm}`} />
    </div>
  );
}
