import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { BrowseRow } from '@/api/catalog/schemas';
import { paths } from '@/shared/config/paths';
import { Skeleton, SkeletonRegion } from '@/shared/ui/Skeleton';
import { ThemeTile, ThemeTileSkeleton } from './ThemeTile';
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
          const linked = row.themeId != null && row.title;
          const picture = (
            <>
              <img
                src={row.img}
                alt=""
                width={320}
                height={240}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
              />
              {row.title && (
                <span className={styles.featuredCopy}>
                  <span className={styles.featuredTitle}>{row.title}</span>{' '}
                  {linked && (
                    <span className={styles.featuredCue}>
                      See designs <span aria-hidden="true">→</span>
                    </span>
                  )}
                </span>
              )}
            </>
          );
          return (
            <div key={`row-${index}`} className={styles.featured}>
              {linked && row.themeId != null ? (
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
                  <ThemeTile
                    theme={theme}
                    to={themeHref(theme.themeId)}
                    eager={index < 2 && i < 4}
                    wide={row.type === 'list-2'}
                  />
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

/** The placeholder tiles of the grid while it loads (two rows on a wide screen). */
const LOADING_TILES = 8;

/** The browse rows while they load: the featured banner, two popular tiles and the grid, same sizes. */
export function BrowseRowsSkeleton() {
  return (
    <SkeletonRegion label="Loading occasions…">
      <div className={styles.featured}>
        <div className={styles.featuredLink}>
          <Skeleton className={styles.featuredPicture} shape="box" />
          <span className={styles.featuredCopy}>
            <span className={styles.featuredTitle}>
              <Skeleton shape="text" width="70%" />
            </span>
            <Skeleton shape="text" width="8rem" />
          </span>
        </div>
      </div>
      <div className={styles.row}>
        <span className={styles.rowTitle}>
          <Skeleton shape="text" width="12rem" />
        </span>
        <ul className={styles.list2}>
          {[0, 1].map((i) => (
            <li key={i}>
              <ThemeTileSkeleton wide />
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.row}>
        <span className={styles.rowTitle}>
          <Skeleton shape="text" width="10rem" />
        </span>
        <ul className={styles.grid}>
          {Array.from({ length: LOADING_TILES }, (_, i) => (
            <li key={i}>
              <ThemeTileSkeleton />
            </li>
          ))}
        </ul>
      </div>
    </SkeletonRegion>
  );
}
