import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { ACCEPT, FORMATS_TEXT } from '../config/media';
import { useMediaQuery } from '../lib/useMediaQuery';
import { BREAKPOINTS } from '../lib/platform';
import { Alert } from './Alert';
import { Button } from './Button';
import type { Rejected, UploadItem } from '../lib/uploads/uploadQueue';
import { progressPercent, UPLOAD_LABELS } from '../lib/uploads/rules';
import styles from './UploadPanel.module.css';


type UploadPanelProps = {
  items: readonly UploadItem[];
  rejected: readonly Rejected[];
  onAdd: (files: File[]) => void;
  onRetry: (id: string) => void;
  onDismiss: (id: string) => void;
  onDismissRejected: () => void;
};

/**
 * Pick photos and videos (several at once) and follow their uploads. On a phone there is a picker
 * for photos and one for videos (each opens the device's own menu); elsewhere one picker takes both.
 */
export function UploadPanel({ items, rejected, onAdd, onRetry, onDismiss, onDismissRejected }: UploadPanelProps) {
  const mobile = useMediaQuery(`(max-width: ${BREAKPOINTS.md - 0.02}px)`);
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = ''; // the same file can be picked again (a retry after a fix)
    if (files.length) onAdd(files);
  };

  return (
    <section className={styles.panel} aria-labelledby="upload-heading">
      <h3 id="upload-heading" className={styles.heading}>
        Upload from your device
      </h3>
      <p className={styles.hint}>
        Photos show for 4 seconds each. We recommend adding up to 10 photos or 3 videos at a time. Photos: {FORMATS_TEXT.image}.
        Videos: {FORMATS_TEXT.video}.
      </p>
      <div className={styles.pickers}>
        {mobile ? (
          <>
            <FilePicker label="Add photos" accept={ACCEPT.image} onChange={pick} />
            <FilePicker label="Add videos" accept={ACCEPT.video} onChange={pick} />
          </>
        ) : (
          <FilePicker label="Add photos or videos" accept={`${ACCEPT.image},${ACCEPT.video}`} onChange={pick} />
        )}
        {/* 'Record a video' (→ paths.record) joins here once the /record route exists */}
      </div>

      {rejected.length > 0 && (
        <div className={styles.rejected}>
          <Alert variant="danger">
            <ul className={styles.plain}>
              {rejected.map((r, i) => (
                <li key={`${r.name}-${i}`}>{r.message}</li>
              ))}
            </ul>
          </Alert>
          <Button variant="link" size="sm" onClick={onDismissRejected}>
            Dismiss
          </Button>
        </div>
      )}

      {items.length > 0 && (
        <ul className={styles.uploads} aria-label="Uploads">
          {items.map((item) => (
            <UploadRow key={item.id} item={item} onRetry={onRetry} onDismiss={onDismiss} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FilePicker({ label, accept, onChange }: { label: string; accept: string; onChange: (e: ChangeEvent<HTMLInputElement>) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button onClick={() => input.current?.click()}>{label}</Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={accept}
        className="visually-hidden"
        tabIndex={-1}
        aria-label={label}
        onChange={onChange}
      />
    </>
  );
}

/** An image's own pixels as its preview; a video gets an icon (decoding frames costs phones too much). */
function usePreview(item: UploadItem): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (item.isVideo || typeof URL.createObjectURL !== 'function') return;
    const objectUrl = URL.createObjectURL(item.file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [item.file, item.isVideo]);
  return url;
}

function UploadRow({ item, onRetry, onDismiss }: { item: UploadItem; onRetry: (id: string) => void; onDismiss: (id: string) => void }) {
  const preview = usePreview(item);
  const percent = progressPercent(item);
  const failed = item.status === 'error';
  const measured = item.status !== 'pending' || item.loaded > 0;
  return (
    <li className={`${styles.upload} ${failed ? styles.failed : ''}`}>
      <span className={styles.thumb} aria-hidden="true">
        {preview ? <img src={preview} alt="" width={56} height={56} /> : <span className={styles.icon}>{item.isVideo ? '▶' : '▣'}</span>}
      </span>
      <div className={styles.info}>
        <span className={styles.name}>{item.name}</span>
        <span className={failed ? styles.errorLabel : styles.label}>{UPLOAD_LABELS[item.status]}</span>
        {!failed && (
          <span className={styles.progressRow}>
            {/* no byte count yet (some browsers report none, e.g. when a service worker answers): indeterminate */}
            <progress className={styles.progress} max={100} value={measured ? percent : undefined} aria-label={`${item.name} upload progress`} />
            <span className={styles.percent} aria-hidden="true">
              {measured ? `${percent}%` : ''}
            </span>
          </span>
        )}
        {failed && item.message && (
          <span className={styles.message} role="alert">
            {item.message}
          </span>
        )}
      </div>
      {failed && (
        <div className={styles.rowActions}>
          <Button size="sm" onClick={() => onRetry(item.id)} aria-label={`Retry ${item.name}`}>
            Retry
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onDismiss(item.id)} aria-label={`Dismiss ${item.name}`}>
            Dismiss
          </Button>
        </div>
      )}
    </li>
  );
}
