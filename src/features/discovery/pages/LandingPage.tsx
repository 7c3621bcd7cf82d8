import { useSuspenseQuery } from '@tanstack/react-query';
import { sampleVideosQuery } from '@/api/catalog/queries';
import { paths } from '@/shared/config/paths';
import { ButtonLink } from '@/shared/ui/Button';
import { Hero } from '@/features/discovery/components/Hero';
import { SampleVideos, SampleVideosSection, SampleVideosSkeleton } from '@/features/discovery/components/SampleVideos';
import { SectionBoundary } from '@/features/discovery/components/SectionBoundary';
import { ShopBanner } from '@/features/discovery/components/ShopBanner';
import { ShopGridSection } from '@/features/discovery/components/ShopGridSection';
import { StepsCarousel } from '@/features/discovery/components/StepsCarousel';

/**
 * Spec part 1 §2 "Landing page (digital)". The hero needs no data and shows at once; the sample
 * videos and the shop grid each load (and fail) in their own section.
 */
export default function LandingPage() {
  return (
    <>
      <Hero headline="A video greeting from everyone">
        <p>Pick an animated intro, add photos and videos, and invite friends to join in. Then send it by text, email or link.</p>
        <ButtonLink to={paths.browse()} size="lg">
          Get started
        </ButtonLink>
      </Hero>
      <SampleVideosSection>
        <SectionBoundary fallback={<SampleVideosSkeleton />}>
          <LoadedSamples />
        </SectionBoundary>
      </SampleVideosSection>
      <StepsCarousel />
      <ShopBanner />
      <ShopGridSection title="Find the perfect design" />
    </>
  );
}

function LoadedSamples() {
  const { data } = useSuspenseQuery(sampleVideosQuery());
  return <SampleVideos samples={data.samples} />;
}
