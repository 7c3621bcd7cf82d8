import { useId, useRef, useState, type FormEvent } from 'react';
import type { ClipChanges } from '@/api/editor/mutations';
import { AUDIO_OPTIONS, type AudioOption, type Clip } from '@/api/editor/schemas';
import { LIMITS } from '@/shared/config/limits';
import { errorMessage } from '@/shared/lib/errorMessage';
import { useSingleSubmit } from '@/shared/lib/useSingleSubmit';
import { Button } from '@/shared/ui/Button';
import { Field } from '@/shared/ui/Field';
import { Modal } from '@/shared/ui/Modal';
import { AUDIO_OPTION_LABELS, parseTrim, trimLength } from '@/features/editor/rules/clips';
import { ClipThumb } from './ClipThumb';
import styles from './ClipDialog.module.css';

type ClipDialogProps = {
  clip: Clip | null;
  /** The clip's stable name ('Party time!', 'Video added 3 Mar, 14:05'). */
  name: string;
  onClose: () => void;
  onSave: (changes: ClipChanges) => Promise<unknown>;
};

/**
 * A clip's caption and, for a video, its sound option (one of three) and its trim, with the video
 * playing in the dialog so the trim is set against what the user sees: all saved on Done.
 */
export function ClipDialog({ clip, name, onClose, onSave }: ClipDialogProps) {
  return (
    <Modal open={clip !== null} onClose={onClose} title={`Edit ${name}`}>
      {clip && <ClipForm key={clip.id} clip={clip} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
}

const seconds = (v: number | null) => (v === null ? '' : String(v));
/** A player time as the trim fields take it: seconds to 0.1. */
const tenths = (t: number) => String(Math.round(t * 10) / 10);

function ClipForm({ clip, onClose, onSave }: { clip: Clip; onClose: () => void; onSave: ClipDialogProps['onSave'] }) {
  const isVideo = !clip.isImage && Boolean(clip.video);
  const [caption, setCaption] = useState(clip.caption);
  const [audio, setAudio] = useState<AudioOption>(clip.audio_option);
  const [trim, setTrim] = useState({ start: seconds(clip.trimStart), end: seconds(clip.trimEnd) });
  const [duration, setDuration] = useState<number | null>(null);
  const [unplayable, setUnplayable] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [trimError, setTrimError] = useState<string | undefined>();
  const player = useRef<HTMLVideoElement>(null);
  const ids = useId();
  const length = trimLength(duration);

  const { run: done, busy } = useSingleSubmit(async () => {
    const changes: ClipChanges = { clipId: clip.id };
    if (caption.trim() !== clip.caption) changes.caption = caption.trim();
    if (!clip.isImage) {
      if (audio !== clip.audio_option) changes.audioOption = audio;
      const parsed = parseTrim(trim, duration);
      if ('error' in parsed) {
        setTrimError(parsed.error);
        document.getElementById(`${ids}-trim-end`)?.focus();
        return;
      }
      const t = parsed.trim;
      if (t && (t.trimStart !== clip.trimStart || t.trimEnd !== clip.trimEnd)) changes.trim = t;
    }
    setTrimError(undefined);
    if (Object.keys(changes).length === 1) {
      onClose();
      return;
    }
    setStatus(null);
    try {
      await onSave(changes);
      onClose();
    } catch (error) {
      setStatus(errorMessage(error));
    }
  });

  const fromPlayer = (field: 'start' | 'end') => {
    const t = player.current?.currentTime;
    if (t === undefined || !Number.isFinite(t)) return;
    setTrim((v) => ({ ...v, [field]: tenths(t) }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void done();
  };

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      {isVideo ? (
        <>
          <video
            ref={player}
            className={styles.preview}
            src={clip.video ?? undefined}
            controls
            playsInline
            preload="metadata"
            width={320}
            height={180}
            aria-label="Your video"
            onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
            onDurationChange={(e) => setDuration(e.currentTarget.duration)}
            onError={() => setUnplayable(true)}
          />
          {unplayable && <p className={styles.note}>This video can't play in your browser. You can still trim it by seconds.</p>}
        </>
      ) : (
        <ClipThumb clip={clip} className={styles.preview} width={320} height={180} />
      )}
      <Field
        label="Caption"
        value={caption}
        maxLength={LIMITS.caption}
        onChange={(e) => setCaption(e.target.value)}
        hint={`Up to ${LIMITS.caption} characters.`}
      />
      {/* photos have no sound, so no sound options */}
      {!clip.isImage && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Sound</legend>
          {AUDIO_OPTIONS.map((option) => (
            <label key={option} className={styles.option}>
              <input type="radio" name={`${ids}-audio`} checked={audio === option} onChange={() => setAudio(option)} />
              <span>{AUDIO_OPTION_LABELS[option]}</span>
            </label>
          ))}
        </fieldset>
      )}
      {!clip.isImage && (
        <fieldset className={styles.fieldset} aria-describedby={length !== null ? `${ids}-length` : undefined}>
          <legend className={styles.legend}>Trim (seconds)</legend>
          {length !== null && (
            <p id={`${ids}-length`} className={styles.note}>
              This video is {length.toFixed(1)} seconds long.
            </p>
          )}
          <div className={styles.trim}>
            <div>
              <Field
                id={`${ids}-trim-start`}
                label="Start"
                type="number"
                inputMode="decimal"
                min={0}
                max={length ?? undefined}
                step={0.1}
                value={trim.start}
                onChange={(e) => setTrim((t) => ({ ...t, start: e.target.value }))}
              />
              {isVideo && !unplayable && (
                <Button variant="link" size="sm" onClick={() => fromPlayer('start')}>
                  Start at the current time
                </Button>
              )}
            </div>
            <div>
              <Field
                id={`${ids}-trim-end`}
                label="End"
                type="number"
                inputMode="decimal"
                min={0}
                max={length ?? undefined}
                step={0.1}
                value={trim.end}
                error={trimError}
                onChange={(e) => setTrim((t) => ({ ...t, end: e.target.value }))}
              />
              {isVideo && !unplayable && (
                <Button variant="link" size="sm" onClick={() => fromPlayer('end')}>
                  End at the current time
                </Button>
              )}
            </div>
          </div>
        </fieldset>
      )}
      {status && (
        <p role="alert" className={styles.status}>
          {status}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" busy={busy}>
          Done
        </Button>
      </div>
    </form>
  );
}

type DeleteClipDialogProps = {
  clip: Clip | null;
  name: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before a clip goes (a mistaken tap on a phone is easy). */
export function DeleteClipDialog({ clip, name, busy, onCancel, onConfirm }: DeleteClipDialogProps) {
  return (
    <Modal
      open={clip !== null}
      onClose={onCancel}
      title={`Delete ${name}?`}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" busy={busy} onClick={onConfirm}>
            Delete
          </Button>
        </>
      }
    >
      {clip && (
        <div className={styles.deleteBody}>
          <ClipThumb clip={clip} className={styles.small} width={96} height={64} />
          <p>It will be removed from your Video Greeting.</p>
        </div>
      )}
    </Modal>
  );
}
