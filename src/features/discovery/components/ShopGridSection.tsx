import { useSuspenseQuery } from '@tanstack/react-query';
import { projectLandingQuery } from '@/api/catalog/queries';
import { Section } from './Section';
import { SectionBoundary } from './SectionBoundary';
import { ShopGrid, ShopGridSkeleton } from './ShopGrid';

/**
 * The shop grid under its h2, loading (and failing) on its own; `taId` leads with that template's
 * theme (the theme-animation landing).
 */
export function ShopGridSection({ title, taId }: { title: string; taId?: number | string }) {
  return (
    <Section title={title}>
      <SectionBoundary fallback={<ShopGridSkeleton />}>
        <LoadedShopGrid taId={taId} />
      </SectionBoundary>
    </Section>
  );
}

function LoadedShopGrid({ taId }: { taId?: number | string }) {
  const { data } = useSuspenseQuery(projectLandingQuery(taId));
  return <ShopGrid rows={data.rows} />;
}
