import { memo, useRef, useState } from 'react';
import type { Comment, Reply } from '@/api/viewer/schemas';
import { authorName, commentDate } from '@/features/viewer/rules/comments';
import { CommentForm } from './CommentForm';
import styles from './Comments.module.css';

/** What the owner is asked to confirm before a removal. */
export type RemovalTarget = { uuid: string; name: string; replies: number };

type ItemProps = {
  uuid: string;
  comment: Comment;
  /** The owner may remove comments. */
  canRemove: boolean;
  onRemove: (target: RemovalTarget) => void;
  announce: (message: string) => void;
};

/**
 * One comment's name, date and body: all text, never markup. What people wrote keeps its own
 * direction: the name inside <bdi>, the body a paragraph of its own direction (dir="auto", the
 * block form of the same isolation), so neither can reorder the words around it.
 */
function CommentBody({ c }: { c: Reply }) {
  const date = commentDate(c.createdAt);
  return (
    <>
      <p className={styles.meta}>
        <bdi className={styles.author}>{authorName(c)}</bdi>
        {date && <time dateTime={c.createdAt}>{date}</time>}
      </p>
      <p className={styles.body} dir="auto">
        {c.body}
      </p>
    </>
  );
}

function RemoveButton({ c, replies, onRemove }: { c: Reply; replies: number; onRemove: (t: RemovalTarget) => void }) {
  const name = authorName(c);
  return (
    <button
      type="button"
      className={styles.textButton}
      aria-label={`Remove the ${c.parentUUID ? 'reply' : 'comment'} by ${name}`}
      onClick={() => onRemove({ uuid: c.uuid, name, replies })}
    >
      Remove
    </button>
  );
}

/**
 * A top-level comment with its replies (one level). Memoised: the list does not re-render while
 * someone types, and opening a reply form re-renders only this comment.
 */
export const CommentItem = memo(function CommentItem({ uuid, comment, canRemove, onRemove, announce }: ItemProps) {
  const [replying, setReplying] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const name = authorName(comment);
  const closeReply = () => {
    setReplying(false);
    // the form (and the focus in it) goes: back to the button that opened it
    requestAnimationFrame(() => replyButton.current?.focus());
  };

  return (
    <li className={styles.comment}>
      <article aria-label={`Comment by ${name}`}>
        <CommentBody c={comment} />
        <div className={styles.actions}>
          <button
            ref={replyButton}
            type="button"
            className={styles.textButton}
            aria-expanded={replying}
            aria-label={`Reply to ${name}`}
            onClick={() => setReplying((r) => !r)}
          >
            Reply
          </button>
          {canRemove && <RemoveButton c={comment} replies={comment.childComments.length} onRemove={onRemove} />}
        </div>
      </article>
      {(comment.childComments.length > 0 || replying) && (
        <ul className={styles.replies} aria-label={`Replies to ${name}`}>
          {comment.childComments.map((r) => (
            <li key={r.uuid} className={styles.reply}>
              <article aria-label={`Reply by ${authorName(r)}`}>
                <CommentBody c={r} />
                {canRemove && (
                  <div className={styles.actions}>
                    <RemoveButton c={r} replies={0} onRemove={onRemove} />
                  </div>
                )}
              </article>
            </li>
          ))}
          {replying && (
            <li className={styles.reply}>
              <CommentForm
                uuid={uuid}
                parentUUID={comment.uuid}
                label={`Reply to ${name}`}
                submitLabel="Post reply"
                focusOnMount
                onCancel={closeReply}
                onPosted={(message) => {
                  announce(message);
                  closeReply();
                }}
              />
            </li>
          )}
        </ul>
      )}
    </li>
  );
});
