import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { Theme } from '../../../api/catalog/schemas';
import styles from './ThemeTile.module.css';

/** An occasion: picture and name, linking to its theme page. */
export function ThemeTile({ theme, to, eager = false }: { theme: Theme; to: string; eager?: boolean }) {
  const accent = { '--accent': theme.color ?? 'var(--brand)' } as CSSProperties;
  return (
    <Link to={to} className={styles.tile} style={accent}>
      {theme.img ? (
        <img src={theme.img} alt="" width={320} height={240} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      ) : (
        <span className={styles.swatch} aria-hidden="true" />
      )}
      <span className={styles.name}>{theme.name}</span>
    </Link>
  );
}
