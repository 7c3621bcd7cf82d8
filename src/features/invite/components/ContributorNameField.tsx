import { useEffect } from 'react';
import { CONTRIBUTOR_NAME_MAX } from '@/api/invitee/schemas';
import { useZodForm } from '@/shared/lib/forms/useZodForm';
import { local, storageKeys } from '@/shared/lib/storage';
import { Field } from '@/shared/ui/Field';
import {
  contributorNameFormSchema,
  contributorNameProblem,
  nameToSend,
  type ContributorNameValues,
} from '@/features/invite/rules/contributorName';
import { INVITEE_TEXT } from '@/features/invite/rules/inviteeFlow';
import styles from './Invitee.module.css';

/**
 * The invitee's first name (optional, beyond the spec): remembered on this device as it is typed
 * (a fine name only; a refused one keeps the last fine one), and sent with each upload from then on.
 */
export function ContributorNameField() {
  const { field, values } = useZodForm<ContributorNameValues>({
    schema: contributorNameFormSchema,
    defaultValues: { firstName: local.get(storageKeys.contributorName) ?? '' },
    // nothing to submit: Enter in the field does nothing
    onValid: () => undefined,
  });
  const typed = values.firstName ?? '';

  useEffect(() => {
    if (contributorNameProblem(typed)) return;
    const name = nameToSend(typed);
    if (name) local.set(storageKeys.contributorName, name);
    else local.remove(storageKeys.contributorName);
  }, [typed]);

  return (
    <Field
      className={styles.name}
      label={INVITEE_TEXT.nameLabel}
      hint={INVITEE_TEXT.nameHint}
      autoComplete="given-name"
      maxLength={CONTRIBUTOR_NAME_MAX}
      {...field('firstName')}
    />
  );
}
