import { progressText } from '@/media/render/messages';
import styles from './RenderProgress.module.css';

type RenderProgressProps = {
  /** What is under way ('Making your video:'); names the bar too. */
  label: string;
  /** 0..1; null while unknown (an indeterminate bar). */
  done: number | null;
  secondsLeft: number | null;
};

/** A video being made or downloaded: the bar, and '45% · about 12 s left'. */
export function RenderProgress({ label, done, secondsLeft }: RenderProgressProps) {
  return (
    <div className={styles.progress}>
      <progress value={done ?? undefined} max={1} aria-label={label} />
      <span>
        {label} {done !== null ? progressText(done, secondsLeft) : '…'}
      </span>
    </div>
  );
}
