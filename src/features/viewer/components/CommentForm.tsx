import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@/api/errors';
import { viewerKeys } from '@/api/viewer/keys';
import { usePostComment } from '@/api/viewer/mutations';
import { commentsQuery } from '@/api/viewer/queries';
import type { Comments } from '@/api/viewer/schemas';
import { LIMITS } from '@/shared/config/limits';
import { drafts } from '@/shared/lib/drafts';
import { errorMessage } from '@/shared/lib/errorMessage';
import { useZodForm } from '@/shared/lib/forms/useZodForm';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import {
  COMMENT_MIN_LENGTH,
  commentPayload,
  commentSchema,
  commentTextProblems,
  countSame,
  EMPTY_DRAFT,
  isEmptyDraft,
  parseKeptComment,
  type CommentDraft,
  type CommentPayload,
  type KeptComment,
} from '@/features/viewer/rules/commentForm';
import { VIEWER_TEXT } from '@/features/viewer/rules/text';
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
 * Its state is its own, so typing never re-renders the list. What is typed is kept (drafts) until
 * the server has it, so a reload or a closed tab brings it back; a send whose answer never came
 * (a lost connection, a reload) may have arrived, so before it goes again the comments are asked,
 * and one already there is not posted twice.
 */
export function CommentForm({ uuid, parentUUID, label, submitLabel, onPosted, onCancel, focusOnMount }: CommentFormProps) {
  const id = useId();
  const post = usePostComment(uuid);
  const queryClient = useQueryClient();
  const keptKey = `comment:${uuid}:${parentUUID ?? 'new'}`;
  const [kept] = useState(() => parseKeptComment(drafts.read(keptKey)));
  const sent = useRef<KeptComment['sent']>(kept?.sent ?? null);
  const [error, setError] = useState<string | null>(null);
  const keep = useCallback(
    (typed: CommentDraft) => {
      if (isEmptyDraft(typed) && !sent.current) drafts.clear(keptKey);
      else drafts.write(keptKey, { draft: typed, sent: sent.current } satisfies KeptComment);
    },
    [keptKey],
  );

  /** The last send of this very comment got no answer: is it on the server after all? */
  const arrivedBefore = async (payload: CommentPayload): Promise<boolean> => {
    const before = sent.current;
    if (!before || JSON.stringify(before.payload) !== JSON.stringify(payload)) return false;
    const fresh = await queryClient.fetchQuery({ ...commentsQuery(uuid), staleTime: 0 });
    return countSame(fresh.comments, payload) > before.seen;
  };

  const send = async (typed: CommentDraft) => {
    setError(null);
    const payload = commentPayload(typed, parentUUID);
    try {
      if (!(await arrivedBefore(payload))) {
        const shown = queryClient.getQueryData<Comments>(viewerKeys.comments(uuid))?.comments ?? [];
        sent.current = { payload, seen: countSame(shown, payload) };
        keep(typed);
        await post.mutateAsync(payload);
      }
      sent.current = null;
      form.reset(EMPTY_DRAFT);
      onPosted(parentUUID ? VIEWER_TEXT.replyPosted : VIEWER_TEXT.commentPosted);
    } catch (e) {
      // refused: the server does not have it; a lost connection: it may (asked before it goes again)
      if (!(e instanceof ApiError && e.kind === 'network')) sent.current = null;
      keep(typed);
      setError(errorMessage(e));
    }
  };

  // an incomplete comment is silently ignored (part 2 §5): no message, the focus stays; what the
  // text policy refuses is said as it is typed (the writer cannot see a hidden character)
  const { form, values, onSubmit, submitting } = useZodForm<CommentDraft>({
    schema: commentSchema,
    defaultValues: kept?.draft ?? EMPTY_DRAFT,
    onValid: send,
    focusError: false,
  });
  const refused = commentTextProblems(values);
  const submit = (event: FormEvent) => {
    onSubmit(event);
    const first = (['firstName', 'lastName', 'body'] as const).find((field) => refused[field]);
    if (first) form.setFocus(first);
  };
  const described = (field: keyof CommentDraft, ...others: string[]) =>
    [refused[field] ? `${id}-${field}-error` : null, ...others].filter(Boolean).join(' ') || undefined;
  const refusal = (field: keyof CommentDraft) =>
    refused[field] && (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {refused[field]}
      </p>
    );
  useEffect(() => keep(values), [values, keep]);
  useEffect(() => {
    if (focusOnMount) form.setFocus('firstName');
  }, [focusOnMount, form]);

  return (
    <form className={styles.form} aria-label={label} onSubmit={submit} noValidate>
      <div className={styles.names}>
        <div className={styles.field}>
          <label htmlFor={`${id}-first`}>First name</label>
          <input
            id={`${id}-first`}
            className={styles.input}
            maxLength={LIMITS.name}
            autoComplete="given-name"
            aria-invalid={refused.firstName ? true : undefined}
            aria-describedby={described('firstName')}
            {...form.register('firstName')}
          />
          {refusal('firstName')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-last`}>Last name</label>
          <input
            id={`${id}-last`}
            className={styles.input}
            maxLength={LIMITS.name}
            autoComplete="family-name"
            aria-invalid={refused.lastName ? true : undefined}
            aria-describedby={described('lastName')}
            {...form.register('lastName')}
          />
          {refusal('lastName')}
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-body`}>{parentUUID ? 'Your reply' : 'Your comment'}</label>
        <textarea
          id={`${id}-body`}
          className={styles.textarea}
          maxLength={LIMITS.comment}
          rows={parentUUID ? 2 : 3}
          aria-invalid={refused.body ? true : undefined}
          aria-describedby={described('body', `${id}-hint`)}
          {...form.register('body')}
        />
        {refusal('body')}
        <p id={`${id}-hint`} className={styles.hint}>
          Add your first and last name and at least {COMMENT_MIN_LENGTH} characters.
        </p>
      </div>
      {error && <Alert variant="danger">{error}</Alert>}
      <div className={styles.formActions}>
        {/* keeps focus while sending: the form stays, and so does the keyboard user's place in it */}
        <Button type="submit" busy={submitting} keepFocusWhenBusy>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
