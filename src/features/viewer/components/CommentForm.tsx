import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { usePostComment } from '../../../api/viewer/mutations';
import { LIMITS } from '../../../shared/config/limits';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { useSingleSubmit } from '../../../shared/lib/useSingleSubmit';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { COMMENT_MIN_LENGTH, commentPayload, EMPTY_DRAFT, isCommentValid, type CommentDraft } from '../rules/commentForm';
import { VIEWER_TEXT } from '../rules/text';
import styles from './Comments.module.css';

type CommentFormProps = {
  uuid: string;
  /** The root comment replied to; null for a top-level comment. */
  parentUUID: string | null;
  /** Names the form, e.g. 'Reply to Jamie Lee'. */
  label: string;
  submitLabel: string;
  /** Told after a successful send, with what to announce. */
  onPosted: (announcement: string) => void;
  onCancel?: () => void;
  /** Put the cursor in the first field when the form opens (a reply). */
  focusOnMount?: boolean;
};

/**
 * A comment or a reply (part 2 §5): first name, last name and a body of at least 5 characters, or
 * the submit is silently ignored. The form clears after sending; a failed send keeps what was typed.
 * Its state is its own, so typing never re-renders the list.
 */
export function CommentForm({ uuid, parentUUID, label, submitLabel, onPosted, onCancel, focusOnMount }: CommentFormProps) {
  const id = useId();
  const post = usePostComment(uuid);
  const [draft, setDraft] = useState<CommentDraft>(EMPTY_DRAFT);
  const [error, setError] = useState<string | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) firstField.current?.focus();
  }, [focusOnMount]);
  const set = (field: keyof CommentDraft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: e.target.value }));

  const { run, busy } = useSingleSubmit(async (sent: CommentDraft) => {
    setError(null);
    try {
      await post.mutateAsync(commentPayload(sent, parentUUID));
      setDraft(EMPTY_DRAFT);
      onPosted(parentUUID ? VIEWER_TEXT.replyPosted : VIEWER_TEXT.commentPosted);
    } catch (e) {
      setError(errorMessage(e));
    }
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isCommentValid(draft)) return; // silently ignored (part 2 §5)
    void run(draft);
  };

  return (
    <form className={styles.form} aria-label={label} onSubmit={submit} noValidate>
      <div className={styles.names}>
        <div className={styles.field}>
          <label htmlFor={`${id}-first`}>First name</label>
          <input
            ref={firstField}
            id={`${id}-first`}
            className={styles.input}
            value={draft.firstName}
            onChange={set('firstName')}
            maxLength={LIMITS.name}
            autoComplete="given-name"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-last`}>Last name</label>
          <input
            id={`${id}-last`}
            className={styles.input}
            value={draft.lastName}
            onChange={set('lastName')}
            maxLength={LIMITS.name}
            autoComplete="family-name"
          />
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-body`}>{parentUUID ? 'Your reply' : 'Your comment'}</label>
        <textarea
          id={`${id}-body`}
          className={styles.textarea}
          value={draft.body}
          onChange={set('body')}
          maxLength={LIMITS.comment}
          rows={parentUUID ? 2 : 3}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          Add your first and last name and at least {COMMENT_MIN_LENGTH} characters.
        </p>
      </div>
      {error && <Alert variant="danger">{error}</Alert>}
      <div className={styles.formActions}>
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
