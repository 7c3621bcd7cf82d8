import { useEffect, useId, useRef, useState, useSyncExternalStore, type ChangeEvent, type ReactNode } from 'react';
import { ACCEPT, FORMATS_TEXT } from '@/shared/config/media';
import { useFocusLater } from '@/shared/lib/useFocusLater';
import { useMediaQuery } from '@/shared/lib/useMediaQuery';
import { BREAKPOINTS } from '@/shared/lib/platform';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import type { Rejected } from '@/media/uploads/queueTypes';
import type { UploadItem } from '@/media/uploads/uploadItem';
import { getUploadStorageState, subscribeUploadStorage } from '@/media/uploads/persistence';
import { heldNotice, uploadRowLabel, uploadRowPercent, UPLOAD_MESSAGES } from '@/media/uploads/rules';
import { makeThumbnail } from '@/media/uploads/thumbnail';
import styles from './UploadPanel.module.css';

type UploadPanelProps = {
  items: readonly UploadItem[];
  rejected: readonly Rejected[];
  onAdd: (files: File[]) => void;
  /** A failed or held file is sent again. */
  onRetry: (id: string) => void;
  /** A failed or held file leaves the list. */
  onDismiss: (id: string) => void;
  /** A file being made ready on the device is dropped (its row offers Cancel); none: no Cancel. */
  onCancel?: (id: string) => void;
  onDismissRejected: () => void;
  /** The section's heading (default 'Upload from your device') and its level. */
  heading?: string;
  headingLevel?: 2 | 3;
  /** One picker with this label for photos and videos alike, on every screen size. */
  pickLabel?: string;
  /** Nothing more can be added (a finished greeting): no pickers, no retry; the list stays. */
  canAdd?: boolean;
  /** More ways to add, beside the pickers (e.g. 'Record a video'). */
  children?: ReactNode;
};

/**
 * Pick photos and videos (several at once) and follow their uploads. On a phone there is a picker
 * for photos and one for videos (each opens the device's own menu); elsewhere one picker takes both.
 * Files kept from an earlier visit ('held') are offered back: 'Upload now' or 'Remove'. A failed file
 * offers Retry only when sending it again can work (a refused one: Dismiss). A button
 * that goes away once used (Retry, Dismiss, Upload now, Remove) hands focus to the section's heading.
 */
export function UploadPanel({
  items,
  rejected,
  onAdd,
  onRetry,
  onDismiss,
  onCancel,
  onDismissRejected,
  heading = 'Upload from your device',
  headingLevel = 3,
  pickLabel,
  canAdd = true,
  children,
}: UploadPanelProps) {
  const mobile = useMediaQuery(`(max-width: ${BREAKPOINTS.md - 0.02}px)`);
  const storage = useSyncExternalStore(subscribeUploadStorage, getUploadStorageState, getUploadStorageState);
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { ref: headingRef, focusLater: focusHeading } = useFocusLater<HTMLHeadingElement>();
  const held = items.filter((i) => i.status === 'held');
  const retry = (id: string) => {
    onRetry(id);
    focusHeading();
  };
  const dismiss = (id: string) => {
    onDismiss(id);
    focusHeading();
  };
  const cancel = (id: string) => {
    onCancel?.(id);
    focusHeading();
  };
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = ''; // the same file can be picked again (a retry after a fix)
    if (files.length) onAdd(files);
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {heading}
      </Heading>
      {canAdd && (
        <>
          <p className={styles.hint}>
            Photos show for 4 seconds each. We recommend adding up to 10 photos or 3 videos at a time. Photos:{' '}
            {FORMATS_TEXT.image}. Videos: {FORMATS_TEXT.video}.
          </p>
          <div className={styles.pickers}>
            {pickLabel ? (
              <FilePicker label={pickLabel} accept={`${ACCEPT.image},${ACCEPT.video}`} onChange={pick} />
            ) : mobile ? (
              <>
                <FilePicker label="Add photos" accept={ACCEPT.image} onChange={pick} />
                <FilePicker label="Add videos" accept={ACCEPT.video} onChange={pick} />
              </>
            ) : (
              <FilePicker label="Add photos or videos" accept={`${ACCEPT.image},${ACCEPT.video}`} onChange={pick} />
            )}
            {children}
          </div>
        </>
      )}

      {held.length > 0 && (
        <div className={styles.held}>
          <p className={styles.heldText} role="status">
            {heldNotice(held.length)}
          </p>
          <div className={styles.heldActions}>
            {canAdd && <Button onClick={() => held.forEach((i) => retry(i.id))}>{UPLOAD_MESSAGES.uploadNow}</Button>}
            <Button variant="secondary" onClick={() => held.forEach((i) => dismiss(i.id))}>
              {UPLOAD_MESSAGES.remove}
            </Button>
          </div>
        </div>
      )}

      {storage === 'not-kept' && items.length > 0 && <p className={styles.notice}>{UPLOAD_MESSAGES.notKept}</p>}

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
            <UploadRow
              key={item.id}
              item={item}
              canRetry={canAdd}
              onRetry={retry}
              onDismiss={dismiss}
              onCancel={onCancel && cancel}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function FilePicker({
  label,
  accept,
  onChange,
}: {
  label: string;
  accept: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
}) {
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
        // the button above is the control; the input stays out of the accessibility tree, so a
        // screen reader meets one 'Add photos' button, not two (its label is for tests and tools)
        aria-hidden="true"
        aria-label={label}
        onChange={onChange}
      />
    </>
  );
}

/** The row's thumbnail (a small copy of the photo, a frame of the video); null until made, or when it cannot be. */
function usePreview(item: UploadItem): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    void makeThumbnail(item.file, item.isVideo).then((thumbnail) => {
      made = thumbnail;
      if (live) setUrl(thumbnail);
      else if (thumbnail) URL.revokeObjectURL(thumbnail);
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [item.file, item.isVideo]);
  return url;
}

type UploadRowProps = {
  item: UploadItem;
  canRetry: boolean;
  onRetry: (id: string) => void;
  onDismiss: (id: string) => void;
  onCancel?: (id: string) => void;
};

function UploadRow({ item, canRetry, onRetry, onDismiss, onCancel }: UploadRowProps) {
  const preview = usePreview(item);
  const percent = uploadRowPercent(item);
  const failed = item.status === 'error';
  const held = item.status === 'held';
  const preparing = item.status === 'pending' && item.preparing !== null;
  const measured = item.status !== 'pending' || item.loaded > 0 || preparing;
  return (
    <li className={`${styles.upload} ${failed ? styles.failed : ''}`}>
      <span className={styles.thumb} aria-hidden="true">
        {preview ? (
          <img src={preview} alt="" width={56} height={56} />
        ) : (
          <span className={styles.icon}>{item.isVideo ? '▶' : '▣'}</span>
        )}
      </span>
      <div className={styles.info}>
        <span className={styles.name}>{item.name}</span>
        <span className={failed ? styles.errorLabel : styles.label}>{uploadRowLabel(item)}</span>
        {!failed && !held && (
          <span className={styles.progressRow}>
            {/* no byte count yet (some browsers report none, e.g. when a service worker answers): indeterminate */}
            <progress
              className={styles.progress}
              max={100}
              value={measured ? percent : undefined}
              aria-label={`${item.name} ${preparing ? 'preparing' : 'upload'} progress`}
            />
            <span className={styles.percent} aria-hidden="true">
              {measured ? `${percent}%` : ''}
            </span>
          </span>
        )}
        {/* what preparing did ('Made smaller for a faster upload: 4.8 MB → 0.6 MB'), while it goes */}
        {!failed && item.note && <span className={styles.note}>{item.note}</span>}
        {failed && item.message && (
          <span className={styles.message} role="alert">
            {item.message}
          </span>
        )}
        {/* an earlier failure, not news: no alert */}
        {held && item.message && <span className={styles.heldMessage}>{item.message}</span>}
      </div>
      {preparing && onCancel && (
        <div className={styles.rowActions}>
          <Button size="sm" variant="secondary" onClick={() => onCancel(item.id)} aria-label={`Cancel ${item.name}`}>
            Cancel
          </Button>
        </div>
      )}
      {(failed || held) && (
        <div className={styles.rowActions}>
          {/* a file the server refused would be refused again: Dismiss only */}
          {failed && canRetry && item.retryable && (
            <Button size="sm" onClick={() => onRetry(item.id)} aria-label={`Retry ${item.name}`}>
              Retry
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={() => onDismiss(item.id)} aria-label={`Dismiss ${item.name}`}>
            Dismiss
          </Button>
        </div>
      )}
    </li>
  );
}
