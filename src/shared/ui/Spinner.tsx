import styles from './Spinner.module.css';

export function Spinner({ label = 'Loading…', size = 'md' }: { label?: string; size?: 'sm' | 'md' }) {
  return (
    <span role="status" className={styles.wrap}>
      <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** A spinner centred in the page, for route-level loading. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className={styles.page}>
      <Spinner label={label} />
    </div>
  );
}
