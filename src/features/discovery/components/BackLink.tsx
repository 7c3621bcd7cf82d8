import { Link } from 'react-router-dom';
import styles from './BackLink.module.css';

export function BackLink({ to, label = 'Back' }: { to: string; label?: string }) {
  return (
    <Link to={to} className={styles.back}>
      <span aria-hidden="true">←</span>
      {label}
    </Link>
  );
}
