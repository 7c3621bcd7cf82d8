import { useId } from 'react';
import { Button } from '@/shared/ui/Button';
import { addedSummary, finishNote, INVITEE_TEXT, type AddedItem, type FinishState } from '@/features/invite/rules/inviteeFlow';
import styles from './Invitee.module.css';

type InviteeAddedProps = {
  added: readonly AddedItem[];
  state: FinishState;
  /** More can be added (the greeting is open): the list invites more. */
  canAdd: boolean;
  onFinish: () => void;
};

/**
 * What arrived in this visit (a thumbnail each) and the finishing button, which waits while a file
 * is on its way or one failed (the upload rows above say which).
 */
export function InviteeAdded({ added, state, canAdd, onFinish }: InviteeAddedProps) {
  const headingId = useId();
  if (state === 'none') return null;
  const note = finishNote(state, canAdd);
  return (
    <section className={styles.added} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.addedHeading}>
        {INVITEE_TEXT.addedHeading}
      </h2>
      <p className={styles.addedSummary}>
        {addedSummary(added)} {canAdd && INVITEE_TEXT.addMore}
      </p>
      <ul className={styles.addedList} aria-label={INVITEE_TEXT.addedHeading}>
        {added.map((item) => (
          <li key={item.uploadId} className={styles.addedItem}>
            {item.image ? (
              <img src={item.image} alt="" width={96} height={96} />
            ) : (
              <span className={styles.addedIcon} aria-hidden="true">
                {item.isVideo ? '▶' : '▣'}
              </span>
            )}
            <span className={styles.addedName}>
              <span className="visually-hidden">{item.isVideo ? 'Video: ' : 'Photo: '}</span>
              {item.name}
            </span>
          </li>
        ))}
      </ul>
      <Button size="lg" block disabled={state !== 'ready'} disabledReason={note ?? undefined} onClick={onFinish}>
        {INVITEE_TEXT.finish}
      </Button>
    </section>
  );
}
