import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { animationLandingQuery } from '@/api/catalog/queries';
import { paths } from '@/shared/config/paths';
import { ButtonLink } from '@/shared/ui/Button';
import { NotFound } from '@/shared/ui/NotFound';
import { Hero, HeroSkeleton } from '@/features/discovery/components/Hero';
import { NotFoundBoundary } from '@/features/discovery/components/NotFoundBoundary';
import { PosterPlayer } from '@/features/discovery/components/PosterPlayer';
import { SampleVideos, SampleVideosSection } from '@/features/discovery/components/SampleVideos';
import { ShopBanner } from '@/features/discovery/components/ShopBanner';
import { ShopGridSection } from '@/features/discovery/components/ShopGridSection';
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
  if (!slug) return <NotFound />;
  return (
    <NotFoundBoundary>
      <AnimationLanding slug={slug} />
    </NotFoundBoundary>
  );
}

export function Fallback() {
  return <HeroSkeleton label="Loading the video greeting…" />;
}

export const errorHeading = 'Video Greeting';

function AnimationLanding({ slug }: { slug: string }) {
  const { data: landing } = useSuspenseQuery(animationLandingQuery(slug));
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
      {/* its own section: it needs the template's id, which comes with the landing */}
      <ShopGridSection title="More designs to personalize" taId={landing.id} />
    </>
  );
}
