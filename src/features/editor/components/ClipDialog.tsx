import { useId, useState, type FormEvent } from 'react';
import type { ClipChanges } from '../../../api/editor/mutations';
import { AUDIO_OPTIONS, CAPTION_MAX, type AudioOption, type Clip } from '../../../api/editor/schemas';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { Field } from '../../../shared/ui/Field';
import { Modal } from '../../../shared/ui/Modal';
import { AUDIO_OPTION_LABELS, parseTrim } from '../rules/clips';
import styles from './ClipDialog.module.css';

type ClipDialogProps = {
  clip: Clip | null;
  /** 'Photo 2', 'Video 3'. */
  name: string;
  onClose: () => void;
  onSave: (changes: ClipChanges) => Promise<unknown>;
};

/** A clip's caption, its sound option (one of three) and, for a video, its trim: all saved on Done. */
export function ClipDialog({ clip, name, onClose, onSave }: ClipDialogProps) {
  return (
    <Modal open={clip !== null} onClose={onClose} title={`Edit ${name}`}>
      {clip && <ClipForm key={clip.id} clip={clip} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
}

const seconds = (v: number | null) => (v === null ? '' : String(v));

function ClipForm({ clip, onClose, onSave }: { clip: Clip; onClose: () => void; onSave: ClipDialogProps['onSave'] }) {
  const [caption, setCaption] = useState(clip.caption);
  const [audio, setAudio] = useState<AudioOption>(clip.audio_option);
  const [trim, setTrim] = useState({ start: seconds(clip.trimStart), end: seconds(clip.trimEnd) });
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [trimError, setTrimError] = useState<string | undefined>();
  const groupName = useId();

  const done = async (e: FormEvent) => {
    e.preventDefault();
    const changes: ClipChanges = { clipId: clip.id };
    if (caption.trim() !== clip.caption) changes.caption = caption.trim();
    if (audio !== clip.audio_option) changes.audioOption = audio;
    if (!clip.isImage) {
      const parsed = parseTrim(trim);
      if ('error' in parsed) {
        setTrimError(parsed.error);
        document.getElementById(`${groupName}-trim-end`)?.focus();
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
    setSaving(true);
    setStatus(null);
    try {
      await onSave(changes);
      onClose();
    } catch (error) {
      setStatus(errorMessage(error));
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void done(e)} noValidate className={styles.form}>
      <img className={styles.preview} src={clip.image} alt="" width={320} height={180} />
      <Field
        label="Caption"
        value={caption}
        maxLength={CAPTION_MAX}
        onChange={(e) => setCaption(e.target.value)}
        hint={`Up to ${CAPTION_MAX} characters.`}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Sound</legend>
        {AUDIO_OPTIONS.map((option) => (
          <label key={option} className={styles.option}>
            <input type="radio" name={`${groupName}-audio`} checked={audio === option} onChange={() => setAudio(option)} />
            <span>{AUDIO_OPTION_LABELS[option]}</span>
          </label>
        ))}
      </fieldset>
      {!clip.isImage && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Trim (seconds)</legend>
          <div className={styles.trim}>
            <Field
              id={`${groupName}-trim-start`}
              label="Start"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.1}
              value={trim.start}
              onChange={(e) => setTrim((t) => ({ ...t, start: e.target.value }))}
            />
            <Field
              id={`${groupName}-trim-end`}
              label="End"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.1}
              value={trim.end}
              error={trimError}
              onChange={(e) => setTrim((t) => ({ ...t, end: e.target.value }))}
            />
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
        <Button type="submit" busy={saving}>
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
          <img className={styles.small} src={clip.image} alt="" width={96} height={64} />
          <p>It will be removed from your Video Greeting.</p>
        </div>
      )}
    </Modal>
  );
}
