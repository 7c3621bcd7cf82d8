import styles from './OrderLines.module.css';

type OrderLinesProps = {
  /** What is bought ('Our Anniversary', 'Birthday Video Greeting'). */
  item: string;
  /** Its price as shown ('$4.99'): one item, so the total too. */
  price: string | null;
  totalLabel: string;
};

/** An order's lines (checkout and thank-you): the one item with its price, then the total. */
export function OrderLines({ item, price, totalLabel }: OrderLinesProps) {
  return (
    <dl className={styles.lines}>
      <div className={styles.line}>
        <dt>{item}</dt>
        <dd>{price}</dd>
      </div>
      <div className={`${styles.line} ${styles.total}`}>
        <dt>{totalLabel}</dt>
        <dd>{price}</dd>
      </div>
    </dl>
  );
}
