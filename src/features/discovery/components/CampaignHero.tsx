import type { Campaign } from '@/api/catalog/schemas';
import { paths } from '@/shared/config/paths';
import { useMediaQuery } from '@/shared/lib/useMediaQuery';
import { ButtonLink } from '@/shared/ui/Button';
import { PageHeading } from '@/shared/ui/PageHeading';
import { PosterPlayer } from './PosterPlayer';
import { Section } from './Section';
import styles from './CampaignHero.module.css';

/** Spec part 2 §2 "Campaign pages": a running campaign's hero and videos, or the expired text. */
export function CampaignContent({ campaign }: { campaign: Campaign }) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  if (campaign.isOver) {
    return (
      <section className={`container ${styles.expired}`}>
        <PageHeading>{campaign.expiredHeadline}</PageHeading>
        <p className={styles.body}>{campaign.expiredBody}</p>
        <ButtonLink to={paths.browse()} variant="outline">
          Create a Video Greeting
        </ButtonLink>
      </section>
    );
  }
  return (
    <>
      <section className={styles.hero}>
        {campaign.bgColorVideo && (
          // decorative: a muted loop behind the hero (still, for people who prefer less motion)
          <video
            className={styles.background}
            src={campaign.bgColorVideo}
            autoPlay={!reducedMotion}
            muted
            loop
            playsInline
            preload="metadata"
            aria-hidden="true"
            tabIndex={-1}
          />
        )}
        <div className={`container ${styles.inner}`}>
          <div className={styles.panel}>
            <PageHeading className={styles.headline}>{campaign.headline}</PageHeading>
            <p className={styles.body}>{campaign.body}</p>
            <ButtonLink to={paths.browse()} size="lg">
              {campaign.btnText}
            </ButtonLink>
            {campaign.limitText && <p className={styles.limit}>{campaign.limitText}</p>}
          </div>
          {campaign.sideVideo && (
            <div className={styles.side}>
              <PosterPlayer src={campaign.sideVideo} title="A Video Greeting from everyone" eager />
            </div>
          )}
        </div>
      </section>
      {campaign.howToVideo && (
        <Section title="How it works">
          <div className={styles.howTo}>
            <PosterPlayer src={campaign.howToVideo} title="How to make a Video Greeting" />
          </div>
        </Section>
      )}
    </>
  );
}
