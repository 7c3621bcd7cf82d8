import { CONTRIBUTOR_NAME_MAX } from '@/api/invitee/schemas';
import { Field } from '@/shared/ui/Field';
import { INVITEE_TEXT } from '@/features/invite/rules/inviteeFlow';
import styles from './Invitee.module.css';
import type { ContributorName } from './useContributorName';

type ContributorNameFieldProps = {
  name: ContributorName;
  /** Files wait for a fine name (or none): the field says so while it refuses the one typed. */
  filesWaiting: boolean;
};

/**
 * The invitee's first name (optional, beyond the spec), sent with each upload as the field shows it.
 * One setting, never submitted: a plain field checked by the shared name policy, not a form (the
 * form hook's library would be 14 kB more on the page an invitee opens cold).
 */
export function ContributorNameField({ name, filesWaiting }: ContributorNameFieldProps) {
  const waiting = Boolean(name.problem) && filesWaiting;
  return (
    <Field
      className={styles.name}
      label={INVITEE_TEXT.nameLabel}
      hint={waiting ? `${INVITEE_TEXT.nameHint} ${INVITEE_TEXT.nameWaiting}` : INVITEE_TEXT.nameHint}
      autoComplete="given-name"
      maxLength={CONTRIBUTOR_NAME_MAX}
      name="firstName"
      value={name.typed}
      onChange={(e) => name.setTyped(e.target.value)}
      error={name.problem ?? undefined}
    />
  );
}
