import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { statsQuery } from '@/api/viewer/queries';
import { QueryBoundary } from '@/shared/ui/QueryBoundary';
import { useLikeToggle } from '@/features/viewer/hooks/useLikeToggle';
import { countLabel } from '@/features/viewer/rules/share';
import styles from './Viewer.module.css';

/**
 * Views and likes (when the greeting shows stats). Like is a toggle whose count moves at once.
 * A failed stats load is logged only (part 2 §8): the bar just stays away, and the page is untouched.
 */
export function StatsBar({ uuid }: { uuid: string }) {
  // the counts are asked for once the page has shown: asked for while it renders, their answer
  // would restart the page's first render (a second request for the video, a later paint)
  const [pageShown, setPageShown] = useState(false);
  useEffect(() => setPageShown(true), []);
  return (
    <QueryBoundary fallback={<StatsLoading />} renderError={(error) => <StatsFailed error={error} />}>
      {pageShown ? <Stats uuid={uuid} /> : <StatsLoading />}
    </QueryBoundary>
  );
}

function Stats({ uuid }: { uuid: string }) {
  const { data } = useSuspenseQuery(statsQuery(uuid));
  const { shown, toggle } = useLikeToggle(uuid, data);
  return (
    <div className={styles.stats}>
      <p className={styles.views}>{countLabel(data.viewCount, 'view', 'views')}</p>
      <button type="button" className={styles.like} aria-pressed={shown.userLiked} onClick={toggle}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 5 6.6 5c2.1 0 3.5 1.2 4.4 2.5h2C13.9 6.2 15.3 5 17.4 5 21 5 23.1 8.6 21.6 11.9 19.5 16.4 12 21 12 21z"
            fill={shown.userLiked ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        Like
      </button>
      <p className={styles.likes} aria-live="polite" aria-atomic="true">
        {countLabel(shown.likeCount, 'like', 'likes')}
      </p>
    </div>
  );
}

/** The bar's place while the counts load, announced to screen readers only. */
function StatsLoading() {
  return (
    <div className={styles.stats}>
      <span className="visually-hidden" role="status">
        Loading views and likes…
      </span>
    </div>
  );
}

function StatsFailed({ error }: { error: unknown }) {
  useEffect(() => console.warn('[viewer] the stats could not be loaded', error), [error]);
  return null;
}
