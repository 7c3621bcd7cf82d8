import { recordingFile } from '@/features/recorder/rules/recordingFormat';
import { RECORDER_TEXT } from '@/features/recorder/rules/text';
import styles from './Recorder.module.css';

/** Saves the recording on this device (a kept recording can always be taken away). */
export function DownloadLink({ url, mimeType }: { url: string | null; mimeType: string }) {
  if (!url) return null;
  return (
    <a className={styles.download} href={url} download={recordingFile(mimeType).name}>
      {RECORDER_TEXT.download}
    </a>
  );
}
