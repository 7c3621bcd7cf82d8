import { LIMITS } from '@/shared/config/limits';
import { errorMessage } from '@/shared/lib/errorMessage';
import { useZodForm } from '@/shared/lib/forms/useZodForm';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { emailInput, Field } from '@/shared/ui/Field';
import { contactComplete, contactSchema, type ContactValues } from '@/features/invite/rules/contactForm';
import formLayout from '@/shared/ui/FormLayout.module.css';
import styles from './Contact.module.css';

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
  const {
    field,
    values,
    onSubmit: submit,
    submitting,
  } = useZodForm<ContactValues>({
    schema: contactSchema,
    defaultValues: defaults,
    onValid: onSubmit,
  });

  return (
    <form className={formLayout.form} noValidate onSubmit={submit}>
      <div className={formLayout.pair}>
        <Field label="First name" autoComplete="given-name" maxLength={LIMITS.name} requiredMark {...field('firstName')} />
        <Field label="Last name" autoComplete="family-name" maxLength={LIMITS.name} requiredMark {...field('lastName')} />
      </div>
      <Field label="Email" {...emailInput} requiredMark {...field('email')} />
      {error ? <Alert variant="danger">{errorMessage(error)}</Alert> : null}
      <Button
        type="submit"
        block
        size="lg"
        busy={submitting}
        disabled={!contactComplete(values)}
        disabledReason="Fill in your first name, last name and email"
        className={styles.submit}
      >
        Continue
      </Button>
    </form>
  );
}
