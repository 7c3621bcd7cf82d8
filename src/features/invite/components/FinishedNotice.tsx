import { FINISHED } from '@/features/invite/rules/inviteeFlow';
import styles from './Invitee.module.css';

/** Spec part 2 §2/§8, part 1 §4: a finished greeting takes no more photos or videos. */
export function FinishedNotice() {
  return (
    <section className={styles.finished} aria-labelledby="invite-finished">
      <h2 id="invite-finished">{FINISHED.heading}</h2>
      <p>{FINISHED.body}</p>
    </section>
  );
}
