import { useId, useState } from 'react';
import type { InviteCode, InviteIntent } from '@/api/greetings/schemas';
import { LIMITS } from '@/shared/config/limits';
import { textProblem } from '@/shared/lib/personText';
import { ShareActions } from '@/widgets/ShareActions';
import { INVITE_FIX_FIRST, INVITE_SHARE_LABELS, inviteIntentOf, inviteShareMessage } from '@/features/invite/rules/inviteShare';
import styles from './Invite.module.css';

type InviteShareProps = {
  invite: InviteCode;
  /** Reports which action was used (the invite-intent call). */
  onIntent: (value: InviteIntent) => void;
};

/**
 * The editable invitation and the app's share buttons to send it: copy, text, email and native
 * share. A message the text policy refuses says why, and the buttons wait until it is fixed.
 */
export function InviteShare({ invite, onIntent }: InviteShareProps) {
  const messageId = useId();
  const hintId = useId();
  const errorId = useId();
  const [message, setMessage] = useState(invite.inviteSampleNoLink || invite.message);
  // the person-written text policy: a message with hidden direction characters is not sent anywhere
  const problem = textProblem(message, 'your message', LIMITS.inviteMessage);
  return (
    <div className={styles.share}>
      <div className={styles.field}>
        <label htmlFor={messageId} className={styles.label}>
          Your invitation message
        </label>
        <textarea
          id={messageId}
          className={styles.textarea}
          value={message}
          rows={5}
          maxLength={LIMITS.inviteMessage}
          aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => setMessage(e.target.value)}
        />
        {problem && (
          <p id={errorId} className={styles.error}>
            {problem}
          </p>
        )}
        <p id={hintId} className={styles.hint}>
          The invite link is added after your message:
        </p>
        <p className={styles.link} data-testid="invite-link">
          {invite.inviteLink}
        </p>
      </div>
      {problem ? (
        <p className={styles.hint}>{INVITE_FIX_FIRST}</p>
      ) : (
        <ShareActions
          className={styles.actions}
          message={inviteShareMessage(message, invite.inviteLink)}
          mode="all"
          labels={INVITE_SHARE_LABELS}
          onAction={(action) => {
            const intent = inviteIntentOf(action);
            if (intent) onIntent(intent);
          }}
        />
      )}
    </div>
  );
}
