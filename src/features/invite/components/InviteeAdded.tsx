import { useId } from 'react';
import { paths } from '@/shared/config/paths';
import { ButtonLink } from '@/shared/ui/Button';
import { addedSummary, INVITEE_TEXT, visitNote, type AddedItem, type VisitState } from '@/features/invite/rules/inviteeFlow';
import styles from './Invitee.module.css';

type InviteeAddedProps = {
  added: readonly AddedItem[];
  state: VisitState;
  /** Failed files can be sent again (the greeting is open). */
  canRetry: boolean;
  /** Everything arrived but the page is not moving on by itself (it was left and opened again): the way on. */
  canContinue: boolean;
  onContinue: () => void;
};

/**
 * What arrived in this visit (a thumbnail each), while the rest is on its way or a file did not go
 * through (the upload rows above say which): the invitee sees the others made it. Once everything
 * arrived the page goes on to 'Success!' by itself.
 */
export function InviteeAdded({ added, state, canRetry, canContinue, onContinue }: InviteeAddedProps) {
  const headingId = useId();
  if (state === 'none') return null;
  const note = visitNote(state, canRetry);
  return (
    <section className={styles.added} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.addedHeading}>
        {INVITEE_TEXT.addedHeading}
      </h2>
      <p className={styles.addedSummary}>
        {addedSummary(added)} {note}
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
      {canContinue && (
        <ButtonLink className={styles.addedContinue} to={paths.inviteThankYou()} onClick={onContinue}>
          {INVITEE_TEXT.goOn}
        </ButtonLink>
      )}
    </section>
  );
}
