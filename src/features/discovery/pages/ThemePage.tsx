import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { ThemeAnimation } from '@/api/catalog/schemas';
import { themeDetailQuery } from '@/api/catalog/queries';
import { paths } from '@/shared/config/paths';
import { ButtonLink } from '@/shared/ui/Button';
import { loadErrorKind } from '@/shared/lib/loadErrorKind';
import { PageHeading } from '@/shared/ui/PageHeading';
import { Skeleton, SkeletonRegion } from '@/shared/ui/Skeleton';
import { BackLink } from '@/features/discovery/components/BackLink';
import { OfferBanner } from '@/features/discovery/components/OfferBanner';
import { PreviewModal } from '@/features/discovery/components/PreviewModal';
import { Section } from '@/features/discovery/components/Section';
import { SectionBoundary } from '@/features/discovery/components/SectionBoundary';
import { TemplateCard, TemplateCardSkeleton } from '@/features/discovery/components/TemplateCard';
import { ThemeTile } from '@/features/discovery/components/ThemeTile';
import { useDocumentMeta } from '@/features/discovery/lib/useDocumentMeta';
import { personalizeHref, themeBackTarget } from '@/features/discovery/rules/themeLinks';
import sectionStyles from '@/features/discovery/components/Section.module.css';
import styles from './ThemePage.module.css';

type Pass = { pt: string | null; key: string | null };

/**
 * Spec part 1 §2 "/theme/{themeId}?pt=&back=&key=". Back shows at once and stays through a failed
 * load; the designs load (and fail) under it.
 */
export default function ThemePage() {
  const { themeId = '' } = useParams();
  const [search] = useSearchParams();
  const pass: Pass = { pt: search.get('pt'), key: search.get('key') };
  const backTo = themeBackTarget(search.get('back'));

  return (
    <div className={`container ${sectionStyles.section}`}>
      <BackLink to={backTo} />
      <SectionBoundary fallback={<ThemeSkeleton />} errorHeading={(error) => <PageHeading>{errorHeadingFor(error)}</PageHeading>}>
        <ThemeContent themeId={themeId} pass={pass} />
      </SectionBoundary>
    </div>
  );
}

const errorHeadingFor = (error: unknown) => (loadErrorKind(error) === 'not-found' ? 'Occasion not found' : 'Choose a design');

/** Placeholder cards while the theme loads (two rows on a wide screen). */
const LOADING_CARDS = 8;

/** The theme page while it loads: its heading, intro line and a grid of cards, same sizes. */
function ThemeSkeleton() {
  return (
    <SkeletonRegion label="Loading designs…">
      <Skeleton width="min(16rem, 60%)" className={styles.headingShape} />
      <p className={styles.header}>
        <Skeleton shape="text" />
      </p>
      <ul className={styles.grid}>
        {Array.from({ length: LOADING_CARDS }, (_, i) => (
          <li key={i}>
            <TemplateCardSkeleton withAction />
          </li>
        ))}
      </ul>
    </SkeletonRegion>
  );
}

function ThemeContent({ themeId, pass }: { themeId: string; pass: Pass }) {
  const { data: detail } = useSuspenseQuery(themeDetailQuery(themeId, pass.key));
  const [preview, setPreview] = useState<ThemeAnimation | null>(null);
  useDocumentMeta(detail.seoTitle, detail.seoDescription);
  return (
    <>
      <PageHeading>{detail.name}</PageHeading>
      {detail.animationsHeader && <p className={styles.header}>{detail.animationsHeader}</p>}
      <OfferBanner offer={detail.offer} />
      {detail.animations.length ? (
        <ul className={styles.grid} aria-label={`${detail.name} designs`}>
          {detail.animations.map((animation, index) => (
            <li key={animation.id}>
              <TemplateCard
                animation={animation}
                onPreview={setPreview}
                personalizeTo={personalizeHref(animation.id, pass)}
                headingLevel={2}
                priority={index < 2}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <p>There are no designs for this occasion yet.</p>
          <ButtonLink to={paths.browse()} variant="outline">
            Choose another occasion
          </ButtonLink>
        </div>
      )}
      {(detail.animationsFooter1 || detail.animationsFooter2) && (
        <div className={styles.footer}>
          {detail.animationsFooter1 && <p>{detail.animationsFooter1}</p>}
          {detail.animationsFooter2 && <p>{detail.animationsFooter2}</p>}
        </div>
      )}
      <PreviewModal
        animation={preview}
        onClose={() => setPreview(null)}
        actionLabel="Personalize"
        actionTo={(animation) => personalizeHref(animation.id, pass)}
      />
      {detail.themes.length > 0 && (
        <Section title="More occasions" contained={false}>
          <ul className={styles.related}>
            {detail.themes.map((theme) => (
              <li key={theme.themeId}>
                <ThemeTile theme={theme} to={paths.theme(theme.themeId, { pt: pass.pt })} />
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
