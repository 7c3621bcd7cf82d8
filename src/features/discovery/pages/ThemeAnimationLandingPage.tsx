import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import type { AnimationLanding } from '@/api/catalog/schemas';
import { animationLandingQuery, projectLandingQuery } from '@/api/catalog/queries';
import { paths } from '@/shared/config/paths';
import { ButtonLink } from '@/shared/ui/Button';
import { loadErrorKind } from '@/shared/lib/loadErrorKind';
import { NotFound } from '@/shared/ui/NotFound';
import { QueryBoundary } from '@/shared/ui/QueryBoundary';
import { Hero, HeroSkeleton } from '@/features/discovery/components/Hero';
import { PageLoadError } from '@/features/discovery/components/PageLoadError';
import { PosterPlayer } from '@/features/discovery/components/PosterPlayer';
import { SampleVideos, SampleVideosSection } from '@/features/discovery/components/SampleVideos';
import { Section } from '@/features/discovery/components/Section';
import { ShopBanner } from '@/features/discovery/components/ShopBanner';
import { ShopGrid, ShopGridSkeleton } from '@/features/discovery/components/ShopGrid';
import { StepsCarousel } from '@/features/discovery/components/StepsCarousel';
import { useDocumentMeta } from '@/features/discovery/lib/useDocumentMeta';
import { internalPath } from '@/features/discovery/rules/themeLinks';

/**
 * Spec part 1 §2 "Theme-animation landing": /video-greeting/{slug} and the slug form /{slug}.
 * An unknown slug shows the not-found page (the slug form also catches every unknown
 * one-segment path).
 */
export default function ThemeAnimationLandingPage() {
  const { slug = '' } = useParams();
  const query = useQuery({ ...animationLandingQuery(slug), enabled: Boolean(slug) });
  if (!slug || loadErrorKind(query.error) === 'not-found') return <NotFound />;
  if (query.isPending) return <HeroSkeleton label="Loading the video greeting…" />;
  if (query.isError) return <PageLoadError title="Video Greeting" error={query.error} onRetry={() => void query.refetch()} />;
  return <AnimationLandingContent landing={query.data} />;
}

function AnimationLandingContent({ landing }: { landing: AnimationLanding }) {
  const shop = useQuery(projectLandingQuery(landing.id));
  const themeLink = internalPath(landing.linkToTheme);
  useDocumentMeta(landing.headline, landing.body);
  return (
    <>
      <Hero
        headline={landing.headline}
        media={
          landing.video ? (
            <PosterPlayer src={landing.video} poster={landing.img} title={landing.headline} eager />
          ) : (
            <img src={landing.img} alt="" width={640} height={360} />
          )
        }
      >
        <p>{landing.body}</p>
        <ButtonLink to={paths.create(landing.id)} size="lg">
          {landing.btnText}
        </ButtonLink>
        {themeLink && (
          <p>
            <Link to={themeLink}>See more designs for this occasion</Link>
          </p>
        )}
      </Hero>
      <SampleVideosSection>
        <SampleVideos samples={landing.samples} />
      </SampleVideosSection>
      <StepsCarousel />
      <ShopBanner img={landing.shopImg} />
      <Section title="More designs to personalize">
        <QueryBoundary query={shop} loading={<ShopGridSkeleton />}>
          {(data) => <ShopGrid rows={data.rows} />}
        </QueryBoundary>
      </Section>
    </>
  );
}
