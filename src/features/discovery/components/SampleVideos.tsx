import { useId, useState, type ReactNode } from 'react';
import type { SampleVideo } from '@/api/catalog/schemas';
import { SkeletonRegion } from '@/shared/ui/Skeleton';
import { VideoModal } from '@/shared/ui/VideoModal';
import { VideoThumbButton, VideoThumbSkeleton } from '@/shared/ui/VideoThumb';
import styles from './SampleVideos.module.css';

/** Spec part 1 §2: sample videos under 'Make it a group surprise!'. */
export function SampleVideosSection({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <section className={`container ${styles.section}`} aria-labelledby={id}>
      <h2 id={id}>Make it a group surprise!</h2>
      <p className={styles.lead}>
        Friends and family add their own photos and videos. Watch what a finished Video Greeting looks like.
      </p>
      {children}
    </section>
  );
}

export function SampleVideos({ samples }: { samples: SampleVideo[] }) {
  const [playing, setPlaying] = useState<SampleVideo | null>(null);
  if (!samples.length) return <p className={styles.empty}>No sample videos to show right now.</p>;
  return (
    <>
      <ul className={styles.grid}>
        {samples.map((sample, index) => (
          <li key={`${sample.video}-${sample.label}`}>
            {/* the first is in the first screen on a phone (the page's largest image): loaded at once */}
            <VideoThumbButton
              label={`Play sample: ${sample.label}`}
              img={sample.img}
              caption={sample.label}
              onPlay={() => setPlaying(sample)}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
            />
          </li>
        ))}
      </ul>
      <VideoModal
        open={Boolean(playing)}
        onClose={() => setPlaying(null)}
        title={playing?.label ?? ''}
        src={playing?.video}
        poster={playing?.img}
      />
    </>
  );
}

/** The sample videos while they load: three 16:9 thumbnails with a caption line each. */
export function SampleVideosSkeleton() {
  return (
    <SkeletonRegion label="Loading sample videos…">
      <ul className={styles.grid}>
        {[0, 1, 2].map((i) => (
          <VideoThumbSkeleton key={i} captionWidth="80%" />
        ))}
      </ul>
    </SkeletonRegion>
  );
}
