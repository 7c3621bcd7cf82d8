import { formatPrice } from '@/shared/lib/price';
import { OrderLines } from '@/shared/ui/OrderLines';
import { THANK_YOU_TEXT } from '@/features/thank-you/rules/variant';
import styles from './ThankYou.module.css';

/** A paid digital greeting's order summary: theme name, price and total. */
export function OrderSummary({ themeName, price }: { themeName: string; price: number | string }) {
  const shown = formatPrice(price);
  return (
    <section className={styles.summary} aria-labelledby="order-summary">
      <h2 id="order-summary" className={styles.sectionTitle}>
        {THANK_YOU_TEXT.orderSummary}
      </h2>
      <OrderLines
        item={themeName ? `${themeName} Video Greeting` : 'Video Greeting'}
        price={shown}
        totalLabel={THANK_YOU_TEXT.total}
      />
    </section>
  );
}
