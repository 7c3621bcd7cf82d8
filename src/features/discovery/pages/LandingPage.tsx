import { useQuery } from '@tanstack/react-query';
import { projectLandingQuery, sampleVideosQuery } from '@/api/catalog/queries';
import { paths } from '@/shared/config/paths';
import { ButtonLink } from '@/shared/ui/Button';
import { QueryBoundary } from '@/shared/ui/QueryBoundary';
import { Hero } from '@/features/discovery/components/Hero';
import { SampleVideos, SampleVideosSection, SampleVideosSkeleton } from '@/features/discovery/components/SampleVideos';
import { Section } from '@/features/discovery/components/Section';
import { ShopBanner } from '@/features/discovery/components/ShopBanner';
import { ShopGrid, ShopGridSkeleton } from '@/features/discovery/components/ShopGrid';
import { StepsCarousel } from '@/features/discovery/components/StepsCarousel';

/** Spec part 1 §2 "Landing page (digital)". */
export default function LandingPage() {
  const samples = useQuery(sampleVideosQuery());
  const landing = useQuery(projectLandingQuery());
  return (
    <>
      <Hero headline="A video greeting from everyone">
        <p>Pick an animated intro, add photos and videos, and invite friends to join in. Then send it by text, email or link.</p>
        <ButtonLink to={paths.browse()} size="lg">
          Get started
        </ButtonLink>
      </Hero>
      <SampleVideosSection>
        <QueryBoundary query={samples} loading={<SampleVideosSkeleton />}>
          {(data) => <SampleVideos samples={data.samples} />}
        </QueryBoundary>
      </SampleVideosSection>
      <StepsCarousel />
      <ShopBanner />
      <Section title="Find the perfect design">
        <QueryBoundary query={landing} loading={<ShopGridSkeleton />}>
          {(data) => <ShopGrid rows={data.rows} />}
        </QueryBoundary>
      </Section>
    </>
  );
}
