import { Button } from '@/shared/ui/Button';
import type { Phase } from '@/features/recorder/rules/session';
import { RECORDER_TEXT } from '@/features/recorder/rules/text';
import styles from './Recorder.module.css';

type RecorderControlsProps = {
  phase: Phase;
  /** A recording is in hand: a new one means Record Again (which asks first when it was kept). */
  hasTake: boolean;
  canStart: boolean;
  /** Why Start or Record Again cannot be pressed now (startBlockedReason), said beside it. */
  blockedReason: string | null;
  stopping: boolean;
  uploading: boolean;
  onStart: () => void;
  onStop: () => void;
  onRecordAgain: () => void;
};

/** Start, Stop, or Record Again, by the recorder's state. */
export function RecorderControls({
  phase,
  hasTake,
  canStart,
  blockedReason,
  stopping,
  uploading,
  onStart,
  onStop,
  onRecordAgain,
}: RecorderControlsProps) {
  return (
    <div className={styles.controls}>
      {phase === 'recording' ? (
        // keeps focus while stopping: the review dialog that opens next gives it back here when it closes
        <Button size="lg" onClick={onStop} busy={stopping} keepFocusWhenBusy>
          {stopping ? RECORDER_TEXT.stopping : RECORDER_TEXT.stop}
        </Button>
      ) : phase === 'stopped' || hasTake ? (
        <Button
          size="lg"
          variant={phase === 'stopped' ? 'primary' : 'outline'}
          onClick={onRecordAgain}
          disabled={uploading || (phase === 'idle' && !canStart)}
          disabledReason={blockedReason ?? undefined}
        >
          {RECORDER_TEXT.recordAgain}
        </Button>
      ) : (
        <Button size="lg" onClick={onStart} disabled={!canStart} disabledReason={blockedReason ?? undefined}>
          {RECORDER_TEXT.start}
        </Button>
      )}
    </div>
  );
}
