import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import type { Theme } from '@/api/catalog/schemas';
import { Skeleton } from '@/shared/ui/Skeleton';
import styles from './ThemeTile.module.css';

/**
 * An occasion: picture and name, linking to its theme page. `wide` (two a row, e.g. 'Popular
 * right now') crops the picture to a landscape band on wider screens, so two tiles are not
 * twice as tall as the grid's.
 */
export function ThemeTile({
  theme,
  to,
  eager = false,
  wide = false,
}: {
  theme: Theme;
  to: string;
  eager?: boolean;
  wide?: boolean;
}) {
  const accent = { '--accent': theme.color ?? 'var(--brand)' } as CSSProperties;
  return (
    <Link to={to} className={`${styles.tile} ${wide ? styles.wide : ''}`} style={accent}>
      {theme.img ? (
        <img
          src={theme.img}
          alt=""
          width={320}
          height={240}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
        />
      ) : (
        <span className={styles.swatch} aria-hidden="true" />
      )}
      <span className={styles.name}>{theme.name}</span>
    </Link>
  );
}

/** A tile's loading shape: the same box, picture and name line as a ThemeTile. */
export function ThemeTileSkeleton({ wide = false }: { wide?: boolean }) {
  return (
    <span className={`${styles.tile} ${styles.loading} ${wide ? styles.wide : ''}`}>
      <Skeleton className={styles.picture} shape="box" />
      <span className={styles.name}>
        <Skeleton shape="text" width="55%" />
      </span>
    </span>
  );
}
