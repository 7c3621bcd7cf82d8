import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { LIMITS } from '@/shared/config/limits';
import { errorMessage } from '@/shared/lib/errorMessage';
import { useSingleSubmit } from '@/shared/lib/useSingleSubmit';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Field } from '@/shared/ui/Field';
import { contactComplete, contactErrors, type ContactValues } from '@/features/invite/rules/contactForm';
import styles from './Contact.module.css';

/** The spec's rules (rules/contactForm.ts) as react-hook-form's resolver: one message per field. */
const resolver: Resolver<ContactValues> = async (values) => {
  const errors = contactErrors(values);
  const entries = Object.entries(errors).map(([name, message]) => [name, { type: 'validate', message }]);
  return entries.length ? { values: {}, errors: Object.fromEntries(entries) } : { values, errors: {} };
};

type ContactFormProps = {
  defaults: ContactValues;
  /** Sends the details; a rejection is shown under the form (the typed values stay). */
  onSubmit: (values: ContactValues) => Promise<unknown>;
  error: unknown;
};

/**
 * First name, last name and email (spec part 2 §5). Fields are checked when they lose focus and all
 * together on submit (focus goes to the first error); the button is disabled until all three have
 * content; one request per click.
 */
export function ContactForm({ defaults, onSubmit, error }: ContactFormProps) {
  const form = useForm<ContactValues>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: defaults,
    resolver,
    shouldFocusError: true,
  });
  const values = useWatch({ control: form.control }) as ContactValues;
  const { run, busy } = useSingleSubmit((valid: ContactValues) => onSubmit(valid).catch(() => undefined));
  const { errors } = form.formState;

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((valid) => run(valid))}>
      <div className={styles.pair}>
        <Field
          label="First name"
          autoComplete="given-name"
          maxLength={LIMITS.name}
          requiredMark
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <Field
          label="Last name"
          autoComplete="family-name"
          maxLength={LIMITS.name}
          requiredMark
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <Field
        label="Email"
        // text, not email: a pasted address with spaces is not silently changed (README "Decisions")
        type="text"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={LIMITS.email}
        requiredMark
        error={errors.email?.message}
        {...form.register('email')}
      />
      {error ? <Alert variant="danger">{errorMessage(error)}</Alert> : null}
      <Button type="submit" block size="lg" busy={busy} disabled={!contactComplete(values)} className={styles.submit}>
        Continue
      </Button>
    </form>
  );
}
