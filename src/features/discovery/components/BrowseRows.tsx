import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { BrowseRow } from '../../../api/catalog/schemas';
import { paths } from '../../../shared/config/paths';
import { ThemeTile } from './ThemeTile';
import styles from './BrowseRows.module.css';

type Pass = { pt?: string | null };

/** The browse rows: a featured picture ('theme-img'), a two-item list ('list-2') and the grid. */
export function BrowseRows({ rows, pass }: { rows: BrowseRow[]; pass: Pass }) {
  const themeHref = (themeId: string | number) => paths.theme(themeId, { pt: pass.pt });
  const hasThemes = rows.some((row) => row.type !== 'theme-img' && row.items.length > 0);
  if (!hasThemes) return <p className={styles.empty}>No occasions to show right now. Please check back soon.</p>;
  return (
    <>
      {rows.map((row, index) => {
        if (row.type === 'theme-img') {
          const picture = (
            <>
              <img src={row.img} alt="" width={320} height={240} loading={index === 0 ? 'eager' : 'lazy'} />
              {row.title && <span className={styles.featuredTitle}>{row.title}</span>}
            </>
          );
          return (
            <div key={`row-${index}`} className={styles.featured}>
              {row.themeId != null && row.title ? (
                <Link to={themeHref(row.themeId)} className={styles.featuredLink}>
                  {picture}
                </Link>
              ) : (
                <div className={styles.featuredLink}>{picture}</div>
              )}
            </div>
          );
        }
        if (!row.items.length) return null;
        const title = row.title || (row.type === 'grid' ? 'All occasions' : null);
        return (
          <RowSection key={`row-${index}`} title={title}>
            <ul className={row.type === 'list-2' ? styles.list2 : styles.grid}>
              {row.items.map((theme, i) => (
                <li key={theme.themeId}>
                  <ThemeTile theme={theme} to={themeHref(theme.themeId)} eager={index < 2 && i < 4} />
                </li>
              ))}
            </ul>
          </RowSection>
        );
      })}
    </>
  );
}

function RowSection({ title, children }: { title: string | null; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.row} aria-labelledby={title ? id : undefined}>
      {title && (
        <h2 id={id} className={styles.rowTitle}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
