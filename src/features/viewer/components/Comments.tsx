import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { viewerKeys } from '@/api/viewer/keys';
import { commentsQuery } from '@/api/viewer/queries';
import { useFocusLater } from '@/shared/lib/useFocusLater';
import { QueryBoundary } from '@/shared/ui/QueryBoundary';
import { VIEWER_TEXT } from '@/features/viewer/rules/text';
import { CommentForm } from './CommentForm';
import { CommentItem, type RemovalTarget } from './CommentItem';
import { CommentsSkeleton } from './CommentsSkeleton';
import { RemoveCommentModal } from './RemoveCommentModal';
import styles from './Comments.module.css';

type CommentsProps = { uuid: string; isOwner: boolean };

/**
 * Comments (part 2 §2): post at top level or as a reply; the owner removes comments and has the
 * 'Enable/Disable all comments' toggle, which loads or clears the list. A lazy chunk: it loads
 * after the player.
 */
export default function Comments({ uuid, isOwner }: CommentsProps) {
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(true);
  const [removing, setRemoving] = useState<RemovalTarget | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const headingId = useId();
  // the removed comment's button is gone: focus the section's heading
  const { ref: heading, focusLater: focusHeading } = useFocusLater<HTMLHeadingElement>();
  const announce = useCallback((message: string) => setAnnouncement(message), []);

  const toggle = (on: boolean) => {
    setEnabled(on);
    // off clears the list; on loads it again
    if (!on) queryClient.removeQueries({ queryKey: viewerKeys.comments(uuid) });
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
          {VIEWER_TEXT.commentsHeading}
        </h2>
        {isOwner && (
          <label className={styles.switch}>
            <input type="checkbox" role="switch" checked={enabled} onChange={(e) => toggle(e.target.checked)} />
            {VIEWER_TEXT.commentsToggle}
          </label>
        )}
      </div>
      {enabled ? (
        <>
          <CommentForm uuid={uuid} parentUUID={null} label="Add a comment" submitLabel="Post comment" onPosted={announce} />
          {/* the list is mounted only while comments are on: turned on again, it loads afresh */}
          <QueryBoundary fallback={<CommentsSkeleton />}>
            <CommentList uuid={uuid} isOwner={isOwner} onRemove={setRemoving} announce={announce} />
          </QueryBoundary>
        </>
      ) : (
        <p className={styles.empty}>{VIEWER_TEXT.commentsOff}</p>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <RemoveCommentModal
        uuid={uuid}
        target={removing}
        onClose={() => setRemoving(null)}
        onRemoved={() => {
          setRemoving(null);
          announce(VIEWER_TEXT.commentRemoved);
          focusHeading();
        }}
      />
    </section>
  );
}

type CommentListProps = {
  uuid: string;
  isOwner: boolean;
  onRemove: (target: RemovalTarget) => void;
  announce: (message: string) => void;
};

function CommentList({ uuid, isOwner, onRemove, announce }: CommentListProps) {
  const { data } = useSuspenseQuery(commentsQuery(uuid));
  const { comments, canModerate } = data;
  if (comments.length === 0) return <p className={styles.empty}>{VIEWER_TEXT.noComments}</p>;
  return (
    <ul className={styles.list} aria-label={`${comments.length} ${comments.length === 1 ? 'comment' : 'comments'}`}>
      {comments.map((c) => (
        <CommentItem
          key={c.uuid}
          uuid={uuid}
          comment={c}
          canRemove={isOwner && canModerate}
          onRemove={onRemove}
          announce={announce}
        />
      ))}
    </ul>
  );
}
