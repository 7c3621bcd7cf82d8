import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { themesQuery } from '@/api/catalog/queries';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryBoundary } from '@/shared/ui/QueryBoundary';
import { BrowseRows, BrowseRowsSkeleton } from '@/features/discovery/components/BrowseRows';
import { OfferBanner } from '@/features/discovery/components/OfferBanner';
import styles from '@/features/discovery/components/Section.module.css';

/** Spec part 1 §2 "/browse": 'Choose an occasion', with the offer banner when there is an offer. */
export default function BrowsePage() {
  const query = useQuery(themesQuery());
  const [search] = useSearchParams();
  return (
    <section className={`container ${styles.section}`}>
      <PageHeading>Choose an occasion</PageHeading>
      <QueryBoundary query={query} loading={<BrowseRowsSkeleton />}>
        {(data) => (
          <>
            <OfferBanner offer={data.offer} />
            <BrowseRows rows={data.rows} pass={{ pt: search.get('pt') }} />
          </>
        )}
      </QueryBoundary>
    </section>
  );
}
