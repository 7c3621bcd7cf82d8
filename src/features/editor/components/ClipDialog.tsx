import { useId, useMemo, useRef, useState } from 'react';
import type { ClipChanges } from '@/api/editor/mutations';
import { AUDIO_OPTIONS, type Clip } from '@/api/editor/schemas';
import { LIMITS } from '@/shared/config/limits';
import { errorMessage } from '@/shared/lib/errorMessage';
import { useZodForm } from '@/shared/lib/forms/useZodForm';
import { Button } from '@/shared/ui/Button';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { Field } from '@/shared/ui/Field';
import { Modal } from '@/shared/ui/Modal';
import { clipChanges, clipFormDefaults, clipFormSchema, type ClipFormValues } from '@/features/editor/rules/clipForm';
import { AUDIO_OPTION_LABELS, trimLength } from '@/features/editor/rules/clips';
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

/** A player time as the trim fields take it: seconds to 0.1. */
const tenths = (t: number) => String(Math.round(t * 10) / 10);

function ClipForm({ clip, onClose, onSave }: { clip: Clip; onClose: () => void; onSave: ClipDialogProps['onSave'] }) {
  const isVideo = !clip.isImage && Boolean(clip.video);
  const [duration, setDuration] = useState<number | null>(null);
  const [unplayable, setUnplayable] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const player = useRef<HTMLVideoElement>(null);
  const ids = useId();
  const length = trimLength(duration);
  // the trim is checked against the video's real length once the player knows it
  const schema = useMemo(() => clipFormSchema(clip.isImage, duration), [clip.isImage, duration]);

  const done = async (values: ClipFormValues) => {
    const changes = clipChanges(clip, values, duration);
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
  };
  const { form, field, onSubmit, submitting } = useZodForm<ClipFormValues>({
    schema,
    defaultValues: clipFormDefaults(clip),
    onValid: done,
  });

  const fromPlayer = (name: 'start' | 'end') => {
    const t = player.current?.currentTime;
    if (t === undefined || !Number.isFinite(t)) return;
    form.setValue(name, tenths(t), { shouldDirty: true, shouldValidate: true });
  };
  // the end's message may be about the start ('The end must come after the start.'): check it again
  const recheckEnd = () => form.getFieldState('end').error && form.trigger('end');

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form}>
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
      <Field label="Caption" maxLength={LIMITS.caption} hint={`Up to ${LIMITS.caption} characters.`} {...field('caption')} />
      {/* photos have no sound, so no sound options */}
      {!clip.isImage && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Sound</legend>
          {AUDIO_OPTIONS.map((option) => (
            <label key={option} className={styles.option}>
              <input type="radio" value={`${option}`} {...form.register('audio')} />
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
                label="Start"
                type="number"
                inputMode="decimal"
                min={0}
                max={length ?? undefined}
                step={0.1}
                {...field('start', { onChange: recheckEnd })}
              />
              {isVideo && !unplayable && (
                <Button variant="link" size="sm" onClick={() => fromPlayer('start')}>
                  Start at the current time
                </Button>
              )}
            </div>
            <div>
              <Field
                label="End"
                type="number"
                inputMode="decimal"
                min={0}
                max={length ?? undefined}
                step={0.1}
                {...field('end')}
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
        <Button type="submit" busy={submitting}>
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
  /** Deletes it; a promise keeps the dialog pending until it settles. */
  onConfirm: () => unknown;
};

/** Asks before a clip goes (a mistaken tap on a phone is easy). */
export function DeleteClipDialog({ clip, name, busy, onCancel, onConfirm }: DeleteClipDialogProps) {
  return (
    <ConfirmDialog
      open={clip !== null}
      title={`Delete ${name}?`}
      confirmLabel="Delete"
      variant="danger"
      pending={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {clip && (
        <div className={styles.deleteBody}>
          <ClipThumb clip={clip} className={styles.small} width={96} height={64} />
          <p>It will be removed from your Video Greeting.</p>
        </div>
      )}
    </ConfirmDialog>
  );
}
