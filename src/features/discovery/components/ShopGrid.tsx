import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { LandingRow, ThemeAnimation } from '@/api/catalog/schemas';
import { paths } from '@/shared/config/paths';
import { landingTemplates, seeAllHref } from '@/features/discovery/rules/themeLinks';
import { Skeleton, SkeletonRegion } from '@/shared/ui/Skeleton';
import { PreviewModal } from './PreviewModal';
import { TemplateCard, TemplateCardSkeleton } from './TemplateCard';
import styles from './ShopGrid.module.css';

/** Spec part 1 §2: the shop grid by theme, up to 4 templates each, with 'See all'. */
export function ShopGrid({ rows }: { rows: LandingRow[] }) {
  const [preview, setPreview] = useState<ThemeAnimation | null>(null);
  const shown = rows.filter((row) => row.list.length > 0);
  if (!shown.length) return <p className={styles.empty}>No designs to show right now. Please check back soon.</p>;
  return (
    <>
      {shown.map((row) => (
        <div key={row.id} className={styles.row}>
          <div className={styles.rowHead}>
            <h3 className={styles.rowTitle}>{row.name}</h3>
            <Link to={seeAllHref(row.themeId)} className={styles.seeAll} aria-label={`See all ${row.name} designs`}>
              See all
            </Link>
          </div>
          <ul className={styles.grid}>
            {landingTemplates(row.list).map((animation) => (
              <li key={animation.id}>
                <TemplateCard animation={animation} onPreview={setPreview} headingLevel={4} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      <PreviewModal
        animation={preview}
        onClose={() => setPreview(null)}
        actionLabel="Personalize this video"
        actionTo={(animation) => paths.create(animation.id)}
      />
    </>
  );
}

/** Theme rows shown while the shop grid loads. */
const LOADING_ROWS = 2;

/** The shop grid while it loads: theme rows of four cards, same sizes. */
export function ShopGridSkeleton() {
  return (
    <SkeletonRegion label="Loading designs…">
      {Array.from({ length: LOADING_ROWS }, (_, row) => (
        <div key={row} className={styles.row}>
          <div className={`${styles.rowHead} ${styles.rowHeadShape}`}>
            <span className={styles.rowTitle}>
              <Skeleton shape="text" width="8rem" />
            </span>
          </div>
          <ul className={styles.grid}>
            {[0, 1, 2, 3].map((i) => (
              <li key={i}>
                <TemplateCardSkeleton />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </SkeletonRegion>
  );
}
