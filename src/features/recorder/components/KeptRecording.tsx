import { useId } from 'react';
import { Button } from '@/shared/ui/Button';
import type { KeptReason } from '@/features/recorder/rules/session';
import { RECORDER_TEXT } from '@/features/recorder/rules/text';
import { DownloadLink } from './DownloadLink';
import styles from './Recorder.module.css';

type KeptRecordingProps = {
  reason: KeptReason;
  url: string | null;
  mimeType: string;
  /** It can be sent (a refused recording offers download and discard only). */
  uploadable: boolean;
  /** Why it cannot be sent, when it cannot. */
  refusal: string | null;
  busy: boolean;
  onPreview: () => void;
  onUpload: () => void;
  onDiscard: () => void;
};

/**
 * A recording that was not uploaded, offered back: found after a reload or crash, after a failed
 * upload, or after its dialog was closed. Preview, Upload or Discard (which asks first); it can
 * always be downloaded.
 */
export function KeptRecording({
  reason,
  url,
  mimeType,
  uploadable,
  refusal,
  busy,
  onPreview,
  onUpload,
  onDiscard,
}: KeptRecordingProps) {
  const headingId = useId();
  return (
    <section className={styles.kept} aria-labelledby={headingId}>
      <h2 id={headingId}>{RECORDER_TEXT.keptHeading}</h2>
      <p>{RECORDER_TEXT.kept[reason === 'failed' && !uploadable ? 'refused' : reason]}</p>
      {refusal && <p>{refusal}</p>}
      <div className={styles.actions}>
        {uploadable && (
          <>
            <Button variant="secondary" onClick={onPreview} disabled={busy}>
              {RECORDER_TEXT.preview}
            </Button>
            <Button onClick={onUpload} busy={busy}>
              {RECORDER_TEXT.upload}
            </Button>
          </>
        )}
        <Button variant="outline" onClick={onDiscard} disabled={busy}>
          {RECORDER_TEXT.discard}
        </Button>
        <DownloadLink url={url} mimeType={mimeType} />
      </div>
    </section>
  );
}
