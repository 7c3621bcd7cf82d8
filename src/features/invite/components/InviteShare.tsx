import { useId, useState } from 'react';
import type { InviteCode, InviteIntent } from '../../../api/fizz/schemas';
import { canCopy, canNativeShare, copyText, nativeShare } from '../../../shared/lib/platform';
import { mailtoHref, smsHref } from '../../../shared/lib/shareLinks';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { useToast } from '../../../shared/ui/Toasts';
import { INVITE_EMAIL_SUBJECT, inviteShareText } from '../rules/inviteShare';
import styles from './Invite.module.css';

type InviteShareProps = {
  invite: InviteCode;
  /** Reports which action was used (the invite-intent call). */
  onIntent: (value: InviteIntent) => void;
};

/** The editable invitation and the ways to send it: copy, text, email and native share. */
export function InviteShare({ invite, onIntent }: InviteShareProps) {
  const toast = useToast();
  const messageId = useId();
  const hintId = useId();
  const [message, setMessage] = useState(invite.inviteSampleNoLink || invite.message);
  const text = inviteShareText(message, invite.inviteLink);

  const copy = async () => {
    onIntent('copy');
    if (await copyText(text)) toast.show({ title: 'Copied to Clipboard!', variant: 'success' });
  };

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
          aria-describedby={hintId}
          onChange={(e) => setMessage(e.target.value)}
        />
        <p id={hintId} className={styles.hint}>
          The invite link is added after your message:
        </p>
        <p className={styles.link} data-testid="invite-link">
          {invite.inviteLink}
        </p>
      </div>
      <div className={styles.actions}>
        {canNativeShare() && (
          <Button
            onClick={() => {
              onIntent('share');
              void nativeShare({ title: INVITE_EMAIL_SUBJECT, text });
            }}
          >
            Share
          </Button>
        )}
        {canCopy() && (
          <Button variant={canNativeShare() ? 'outline' : 'primary'} onClick={() => void copy()}>
            Copy
          </Button>
        )}
        <a className={buttonClass({ variant: 'outline' })} href={smsHref(text)} onClick={() => onIntent('text')}>
          Text
        </a>
        <a className={buttonClass({ variant: 'outline' })} href={mailtoHref(INVITE_EMAIL_SUBJECT, text)} onClick={() => onIntent('email')}>
          Email
        </a>
      </div>
    </div>
  );
}
