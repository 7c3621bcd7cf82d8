import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { themesQuery } from '@/api/catalog/queries';
import { PageHeading } from '@/shared/ui/PageHeading';
import { BrowseRows, BrowseRowsSkeleton } from '@/features/discovery/components/BrowseRows';
import { OfferBanner } from '@/features/discovery/components/OfferBanner';
import styles from '@/features/discovery/components/Section.module.css';

const HEADING = 'Choose an occasion';

/** Spec part 1 §2 "/browse": 'Choose an occasion', with the offer banner when there is an offer. */
export default function BrowsePage() {
  const { data } = useSuspenseQuery(themesQuery());
  const [search] = useSearchParams();
  return (
    <section className={`container ${styles.section}`}>
      <PageHeading>{HEADING}</PageHeading>
      <OfferBanner offer={data.offer} />
      <BrowseRows rows={data.rows} pass={{ pt: search.get('pt') }} />
    </section>
  );
}

export function Fallback() {
  return (
    <section className={`container ${styles.section}`}>
      <PageHeading>{HEADING}</PageHeading>
      <BrowseRowsSkeleton />
    </section>
  );
}

export const errorHeading = HEADING;
