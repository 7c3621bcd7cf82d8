import { useId } from 'react';
import { useMicLevel } from '@/features/recorder/hooks/useMicLevel';
import type { LevelMeter } from '@/features/recorder/lib/levelMeter';
import { LOW_VOLUME_THRESHOLD, meterFraction } from '@/features/recorder/rules/micLevel';
import { RECORDER_TEXT } from '@/features/recorder/rules/text';
import styles from './Recorder.module.css';

/**
 * The live microphone level, sampled every 100 ms, in decibels so speech moves it. It samples on
 * its own, so only the meter redraws ten times a second.
 */
export function MicMeter({ meter }: { meter: LevelMeter }) {
  const id = useId();
  const level = useMicLevel(meter);
  return (
    <div className={styles.meter}>
      <label htmlFor={id}>{RECORDER_TEXT.meterLabel}</label>
      <meter id={id} min={0} max={1} low={meterFraction(LOW_VOLUME_THRESHOLD)} optimum={0.8} value={meterFraction(level)} />
    </div>
  );
}
