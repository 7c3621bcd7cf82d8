import type { KeyboardEvent } from 'react';
import { formatClock, seekKeyTarget } from '@/media/timeline';
import { Icon } from './icons';
import styles from './Player.module.css';

type PlayerControlsProps = {
  playing: boolean;
  ended: boolean;
  time: number;
  total: number;
  /** Where each clip starts, as fractions of the whole. */
  marks: number[];
  canPrevious: boolean;
  canNext: boolean;
  onToggle: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onSeek: (seconds: number) => void;
};

/** Real buttons and a native range input, so every control works by keyboard and is named. */
export function PlayerControls(props: PlayerControlsProps) {
  const { playing, ended, time, total, marks, onSeek } = props;
  const playLabel = playing ? 'Pause' : ended ? 'Play again' : 'Play';
  // the range's own arrow step (0.1 s, for a smooth bar) is too small to move by: 5 s a press
  const onRangeKey = (e: KeyboardEvent<HTMLInputElement>) => {
    const to = seekKeyTarget(e.key, time, total);
    if (to === null) return;
    e.preventDefault();
    onSeek(to);
  };
  return (
    <div className={styles.controls}>
      <div className={styles.buttons}>
        <button
          type="button"
          className={styles.control}
          onClick={props.onPrevious}
          disabled={!props.canPrevious}
          aria-label="Previous clip"
        >
          <Icon name="previous" />
        </button>
        <button type="button" className={`${styles.control} ${styles.play}`} onClick={props.onToggle} aria-label={playLabel}>
          <Icon name={playing ? 'pause' : 'play'} />
        </button>
        <button type="button" className={styles.control} onClick={props.onNext} disabled={!props.canNext} aria-label="Next clip">
          <Icon name="next" />
        </button>
      </div>
      <div className={styles.track}>
        <input
          type="range"
          className={styles.range}
          min={0}
          max={Math.max(total, 0.1)}
          step={0.1}
          value={Math.min(time, total)}
          onChange={(e) => onSeek(Number(e.currentTarget.value))}
          onKeyDown={onRangeKey}
          aria-label="Position in the greeting"
          aria-valuetext={`${formatClock(time)} of ${formatClock(total)}`}
        />
        <span className={styles.marks} aria-hidden="true">
          {marks.map((m, i) => (
            <span key={i} className={styles.mark} style={{ left: `${m * 100}%` }} />
          ))}
        </span>
      </div>
      <span className={styles.clock}>
        {formatClock(time)} / {formatClock(total)}
      </span>
    </div>
  );
}
