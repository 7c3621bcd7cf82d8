import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { tutorialsQuery } from '@/api/catalog/queries';
import type { Tutorial } from '@/api/catalog/schemas';
import { env, helpPhoneHref } from '@/shared/config/env';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { QueryBoundary } from '@/shared/ui/QueryBoundary';
import { PageHeading } from '@/shared/ui/PageHeading';
import { SkeletonRegion } from '@/shared/ui/Skeleton';
import { VideoModal } from '@/shared/ui/VideoModal';
import { VideoThumbButton, VideoThumbSkeleton } from '@/shared/ui/VideoThumb';
import { TUTORIALS_LOAD_ERROR } from '@/features/help/rules/facts';
import styles from './TutorialsPage.module.css';

type Playing = { tutorial: Tutorial; title: string };

const titleOf = (tutorial: Tutorial, index: number) => tutorial.title || `Tutorial ${index + 1}`;

/**
 * Spec part 2 §2 "Tutorials": a grid of thumbnails opening a modal player, and customer care. The
 * heading and the phone line show at once; only the grid waits for (or fails with) the videos.
 */
export default function TutorialsPage() {
  const [playing, setPlaying] = useState<Playing | null>(null);
  return (
    <section className={`container ${styles.page}`}>
      <PageHeading>Tutorials</PageHeading>
      <p className={styles.lead}>Short videos that show how to make, share and enjoy a Video Greeting.</p>
      <QueryBoundary
        fallback={<TutorialsSkeleton />}
        // the spec's own message, not the server's (part 2 §8)
        renderError={(_error, retry) => (
          <div className={styles.error}>
            <Alert variant="danger">{TUTORIALS_LOAD_ERROR}</Alert>
            <Button onClick={retry}>Try again</Button>
          </div>
        )}
      >
        <TutorialGrid onPlay={setPlaying} />
      </QueryBoundary>
      <p className={styles.care}>
        Need more help? Call customer care at <a href={helpPhoneHref}>{env.helpPhone}</a>.
      </p>
      <VideoModal
        open={Boolean(playing)}
        onClose={() => setPlaying(null)}
        title={playing?.title ?? ''}
        src={playing?.tutorial.video}
        poster={playing?.tutorial.img}
      />
    </section>
  );
}

function TutorialGrid({ onPlay }: { onPlay: (playing: Playing) => void }) {
  const { data } = useSuspenseQuery(tutorialsQuery());
  if (data.items.length === 0) return <p className={styles.empty}>There are no tutorial videos yet.</p>;
  return (
    <ul className={styles.grid}>
      {data.items.map((tutorial, i) => {
        const title = titleOf(tutorial, i);
        return (
          <li key={`${tutorial.video}-${i}`}>
            <VideoThumbButton
              label={`Play tutorial: ${title}`}
              img={tutorial.img}
              caption={title}
              onPlay={() => onPlay({ tutorial, title })}
              loading={i < 2 ? 'eager' : 'lazy'}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** The grid while the tutorials load: four thumbnails with a title line each. */
function TutorialsSkeleton() {
  return (
    <SkeletonRegion label="Loading videos…">
      <ul className={styles.grid}>
        {[0, 1, 2, 3].map((i) => (
          <VideoThumbSkeleton key={i} captionWidth="75%" />
        ))}
      </ul>
    </SkeletonRegion>
  );
}
