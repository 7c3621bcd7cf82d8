import { useId, useState } from 'react';
import type { EditGreeting } from '@/api/editor/schemas';
import { paths } from '@/shared/config/paths';
import { ButtonLink } from '@/shared/ui/Button';
import { greetingSummary, probeOf, videosToMeasure, type Probe, type Probes } from '@/features/editor/rules/summary';
import styles from './CheckStep.module.css';

type CheckStepProps = {
  greetingId: string;
  greeting: Pick<EditGreeting, 'videos' | 'music' | 'introVideo'>;
  /** Uploads still on their way: their clips join the counts when they arrive. */
  uploading: number;
};

/** Step 4: 'Watch it now' first, then what the greeting holds, before Next goes on to the preview. */
export function CheckStep({ greetingId, greeting, uploading }: CheckStepProps) {
  const headingId = useId();
  const [probes, setProbes] = useState<Probes>({});
  const learn = (src: string, probe: Probe) => setProbes((p) => (p[src] === probe ? p : { ...p, [src]: probe }));
  const summary = greetingSummary(greeting, probes);
  const toMeasure = videosToMeasure(greeting).filter((src) => !(src in probes));

  return (
    <>
      <div className={styles.watch}>
        <p>Watch your whole Video Greeting, with its music and everyone's photos and videos, before you finish it.</p>
        {/* ?watch=1: the instant preview starts on arrival */}
        <ButtonLink to={`${paths.preview(greetingId)}?watch=1`}>Watch it now</ButtonLink>
      </div>

      <section className={styles.summary} aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.heading}>
          What's in it
        </h3>
        <dl className={styles.facts}>
          <Fact term="Clips" value={summary.clips} />
          <Fact term="Photos" value={summary.photos} />
          <Fact term="Videos" value={summary.videos} />
          <Fact term="Music" value={summary.music} />
          <Fact term="Length" value={summary.length} />
        </dl>
        {summary.clips === 0 && (
          <p className={styles.note}>No photos or videos yet. Go Back to add some, or invite friends to add theirs.</p>
        )}
        {uploading > 0 && (
          <p className={styles.note}>
            {uploading === 1 ? 'An upload is' : `${uploading} uploads are`} still on the way: the counts grow as they arrive.
          </p>
        )}
        <p className={styles.note}>When it looks right, choose Next to see the finished preview.</p>
      </section>

      {/* the browser reads each video's length from its header (metadata only), as the preview does */}
      <div hidden>
        {toMeasure.map((src) => (
          <video
            key={src}
            data-length-probe
            src={src}
            preload="metadata"
            muted
            onLoadedMetadata={(e) => learn(src, probeOf(e.currentTarget.duration))}
            onError={() => learn(src, 'failed')}
          />
        ))}
      </div>
    </>
  );
}

function Fact({ term, value }: { term: string; value: string | number }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
