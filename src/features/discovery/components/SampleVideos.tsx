import { useId, useState, type ReactNode } from 'react';
import type { SampleVideo } from '@/api/catalog/schemas';
import { Skeleton, SkeletonRegion } from '@/shared/ui/Skeleton';
import { VideoModal } from '@/shared/ui/VideoModal';
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
            <button
              type="button"
              className={styles.sample}
              onClick={() => setPlaying(sample)}
              aria-label={`Play sample: ${sample.label}`}
            >
              <span className={styles.thumb}>
                {/* the first is in the first screen on a phone (the page's largest image): loaded at once */}
                <img
                  src={sample.img}
                  alt=""
                  width={320}
                  height={180}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding="async"
                />
                <span className={styles.play} aria-hidden="true">
                  ▶ Play
                </span>
              </span>
              <span className={styles.label}>{sample.label}</span>
            </button>
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
          <li key={i} className={styles.sampleShape}>
            <Skeleton aspectRatio="16 / 9" />
            <span className={styles.label}>
              <Skeleton shape="text" width="80%" />
            </span>
          </li>
        ))}
      </ul>
    </SkeletonRegion>
  );
}
