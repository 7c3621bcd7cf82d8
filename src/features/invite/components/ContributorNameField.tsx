import { useEffect, useState } from 'react';
import { CONTRIBUTOR_NAME_MAX } from '@/api/invitee/schemas';
import { local, storageKeys } from '@/shared/lib/storage';
import { Field } from '@/shared/ui/Field';
import { contributorNameProblem, nameToSend } from '@/features/invite/rules/contributorName';
import { INVITEE_TEXT } from '@/features/invite/rules/inviteeFlow';
import styles from './Invitee.module.css';

/**
 * The invitee's first name (optional, beyond the spec): remembered on this device as it is typed
 * (a fine name only; a refused one keeps the last fine one), and sent with each upload from then on.
 * One setting, never submitted: a plain field checked by the shared schema, not a form (the form
 * hook's library would be 14 kB more on the page an invitee opens cold).
 */
export function ContributorNameField() {
  const [typed, setTyped] = useState(() => local.get(storageKeys.contributorName) ?? '');
  const problem = contributorNameProblem(typed);

  useEffect(() => {
    if (problem) return;
    const name = nameToSend(typed);
    if (name) local.set(storageKeys.contributorName, name);
    else local.remove(storageKeys.contributorName);
  }, [typed, problem]);

  return (
    <Field
      className={styles.name}
      label={INVITEE_TEXT.nameLabel}
      hint={INVITEE_TEXT.nameHint}
      autoComplete="given-name"
      maxLength={CONTRIBUTOR_NAME_MAX}
      name="firstName"
      value={typed}
      onChange={(e) => setTyped(e.target.value)}
      error={problem ?? undefined}
    />
  );
}
