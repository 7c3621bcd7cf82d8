import type { InviteGreeting } from '@/api/invitee/schemas';
import styles from './Invitee.module.css';

/** The greeting an invitee is asked to add to: its image, its name and the creator's message (as text). */
export function InvitationCard({ invite }: { invite: InviteGreeting }) {
  return (
    <article className={styles.card} aria-labelledby="invite-name">
      {invite.img ? (
        <img className={styles.image} src={invite.img} alt="" width={384} height={288} />
      ) : (
        <div className={styles.image} />
      )}
      <div>
        <h2 id="invite-name" className={styles.name}>
          {invite.name}
        </h2>
        {invite.message.trim() && (
          <>
            <p className={styles.messageLabel}>A message from the organiser</p>
            <p className={styles.message}>{invite.message}</p>
          </>
        )}
      </div>
    </article>
  );
}
