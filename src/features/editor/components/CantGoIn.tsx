import { useId, useMemo, useRef, useState } from 'react';
import { useDeleteClip } from '@/api/editor/mutations';
import type { Clip, ClipId } from '@/api/editor/schemas';
import { ACCEPT } from '@/shared/config/media';
import { clipLabel } from '@/media/clipName';
import { errorMessage } from '@/shared/lib/errorMessage';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { clipLabels, formatAddedDate } from '@/features/editor/rules/clips';
import { DeleteClipDialog } from './ClipDialog';
import { ClipThumb } from './ClipThumb';
import styles from './CheckStep.module.css';

export const CANT_GO_IN = {
  heading: "These can't go in your video",
  body: "This device can't play them, so the finished video would leave them out. Remove them, or replace each one with another file.",
  remove: 'Remove',
  replace: 'Replace',
} as const;

type CantGoInProps = {
  greetingId: string;
  /** Every clip (the names are the clip list's, which count all of them). */
  clips: readonly Clip[];
  broken: readonly Clip[];
  onReplace: (file: File, clipId: ClipId) => void;
};

/** Step 4's list of the clips the finished video could not take, each with Remove and Replace. */
export function CantGoIn({ greetingId, clips, broken, onReplace }: CantGoInProps) {
  const headingId = useId();
  const labels = useMemo(() => clipLabels(clips, formatAddedDate), [clips]);
  const deleteClip = useDeleteClip(greetingId);
  const [removing, setRemoving] = useState<Clip | null>(null);
  const [replacing, setReplacing] = useState<ClipId[]>([]);
  const picker = useRef<HTMLInputElement>(null);
  const target = useRef<ClipId | null>(null);
  const place = (clip: Clip) => clips.findIndex((c) => c.id === clip.id) + 1;

  const pick = (files: FileList | null) => {
    const file = files?.[0];
    const clipId = target.current;
    if (!file || clipId === null) return;
    onReplace(file, clipId);
    setReplacing((r) => [...r, clipId]);
  };

  return (
    <section className={styles.cantGoIn} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {CANT_GO_IN.heading}
      </h3>
      <p className={styles.note}>{CANT_GO_IN.body}</p>
      <ul className={styles.brokenList}>
        {broken.map((clip) => {
          // named as every note about the finished video names it (its caption, credit or kind, and its place)
          const label = clipLabel(clip, place(clip));
          const name = labels.get(clip.id) ?? 'Video';
          const waiting = replacing.includes(clip.id);
          return (
            <li key={clip.id} className={styles.broken}>
              <ClipThumb clip={clip} className={styles.brokenThumb} width={72} height={48} />
              <span className={styles.brokenName}>
                <strong>{label}</strong>
                {waiting && <span className={styles.place}> · its replacement is on its way</span>}
              </span>
              <Button size="sm" variant="secondary" onClick={() => setRemoving(clip)} aria-label={`${CANT_GO_IN.remove} ${name}`}>
                {CANT_GO_IN.remove}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={waiting}
                onClick={() => {
                  target.current = clip.id;
                  picker.current?.click();
                }}
                aria-label={`${CANT_GO_IN.replace} ${name}`}
              >
                {CANT_GO_IN.replace}
              </Button>
            </li>
          );
        })}
      </ul>
      <input
        ref={picker}
        type="file"
        hidden
        accept={`${ACCEPT.image},${ACCEPT.video}`}
        onChange={(e) => {
          pick(e.currentTarget.files);
          e.currentTarget.value = '';
        }}
      />
      {deleteClip.isError && <Alert variant="danger">{errorMessage(deleteClip.error)}</Alert>}
      <DeleteClipDialog
        clip={removing}
        name={removing ? (labels.get(removing.id) ?? '') : ''}
        busy={deleteClip.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          // the failure shows on the page (deleteClip.isError)
          await deleteClip.mutateAsync(removing.id).catch(() => undefined);
          setRemoving(null);
        }}
      />
    </section>
  );
}
