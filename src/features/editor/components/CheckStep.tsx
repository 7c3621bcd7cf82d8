import { useId, useState } from 'react';
import type { Clip, ClipId, EditGreeting } from '@/api/editor/schemas';
import { paths } from '@/shared/config/paths';
import { ButtonLink } from '@/shared/ui/Button';
import { useClipHealth } from '@/features/editor/hooks/useClipHealth';
import { greetingSummary, probeOf, videosToMeasure, type Probe, type Probes } from '@/features/editor/rules/summary';
import { CantGoIn } from './CantGoIn';
import styles from './CheckStep.module.css';

type CheckStepProps = {
  greetingId: string;
  greeting: Pick<EditGreeting, 'videos' | 'music' | 'introVideo'>;
  /** Uploads still on their way: their clips join the counts when they arrive. */
  uploading: number;
  /** Uploads `file` in place of a clip (Replace). */
  onReplace: (file: File, clipId: ClipId) => void;
};

/** The clips the finished video could not take: nothing on this device plays them. */
const unusable = (clips: readonly Clip[], health: Readonly<Record<string, string>>) =>
  clips.filter((c) => !c.isImage && c.video && health[c.video] === 'broken');

/**
 * Step 4: 'Watch it now' first, then what the greeting holds, and any clip the finished video
 * could not take (named as the clip list names it, with Remove and Replace), before Next goes on
 * to the preview.
 */
export function CheckStep({ greetingId, greeting, uploading, onReplace }: CheckStepProps) {
  const headingId = useId();
  const [probes, setProbes] = useState<Probes>({});
  const learn = (src: string, probe: Probe) => setProbes((p) => (p[src] === probe ? p : { ...p, [src]: probe }));
  const summary = greetingSummary(greeting, probes);
  const toMeasure = videosToMeasure(greeting).filter((src) => !(src in probes));
  const health = useClipHealth(greeting.videos);
  const broken = unusable(greeting.videos, health);

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

      {broken.length > 0 && <CantGoIn greetingId={greetingId} clips={greeting.videos} broken={broken} onReplace={onReplace} />}

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
