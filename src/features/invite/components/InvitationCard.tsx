import type { InviteGreeting } from '@/api/invitee/schemas';
import styles from './Invitee.module.css';

/**
 * The greeting an invitee is asked to add to: its image, its name and the creator's message (as
 * text; words people wrote keep their own direction: the name inside <bdi>, the message a
 * paragraph of its own direction).
 */
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
          <bdi>{invite.name}</bdi>
        </h2>
        {invite.message.trim() && (
          <>
            <p className={styles.messageLabel}>A message from the organiser</p>
            <p className={styles.message} dir="auto">
              {invite.message}
            </p>
          </>
        )}
      </div>
    </article>
  );
}
