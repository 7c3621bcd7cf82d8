import { progressPercent } from '@/media/uploads/rules';
import type { UploadProgress } from '@/features/recorder/hooks/useUploadTake';
import { RECORDER_TEXT } from '@/features/recorder/rules/text';
import styles from './Recorder.module.css';

/**
 * 'Uploading...' with 90 % of the bytes sent (spec part 2 §4). Without progress events (a service
 * worker answering) the bar is indeterminate until the answer.
 */
export function UploadProgressBar({ progress }: { progress: UploadProgress | null }) {
  const percent = progress ? progressPercent({ status: 'pending', ...progress }) : 0;
  return (
    <div className={styles.progressRow} role="status">
      <span>{RECORDER_TEXT.uploading}</span>
      <progress
        className={styles.progress}
        max={100}
        value={percent > 0 ? percent : undefined}
        aria-label={RECORDER_TEXT.uploading}
      />
    </div>
  );
}
