import { Link } from 'react-router-dom';
import styles from './Logo.module.css';

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className={styles.logo} aria-label="Video Greetings home">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <rect width="32" height="32" rx="6" fill="currentColor" />
        <path d="M12 9l11 7-11 7z" fill="#fff" />
      </svg>
      <span>Video Greetings</span>
    </Link>
  );
}
