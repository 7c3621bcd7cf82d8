import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUpdateContactMutation } from '@/api/user/mutations';
import { actorInfoQuery } from '@/api/user/queries';
import { VERSION } from '@/api/user/schemas';
import { getSessionId, startSession } from '@/shared/lib/session';
import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import { PageHeading } from '@/shared/ui/PageHeading';
import { ContactForm } from '@/features/invite/components/ContactForm';
import styles from '@/features/invite/components/Contact.module.css';
import { deviceId } from '@/features/invite/components/deviceId';
import { contactNextPath, type ContactValues } from '@/features/invite/rules/contactForm';

const NOTHING_KNOWN: ContactValues = { firstName: '', lastName: '', email: '' };

type FormProps = { onSubmit: (values: ContactValues) => Promise<void>; error: unknown };

/**
 * /view-invite-contact (spec part 2 §2, §5): the invitee's name and email for the free trial. The
 * fields start with what the server knows (GET /rest/user/actor-info); PUT /rest/user answers
 * afterUpdate: the trial login, the trial register or the thank-you page.
 */
export default function InviteContactPage() {
  const navigate = useNavigate();
  const update = useUpdateContactMutation();

  const submit = async (values: ContactValues) => {
    const answer = await update.mutateAsync({
      qrKey: null,
      version: VERSION.register,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      deviceId: deviceId(),
    });
    // a visitor without a session gets one: it carries these details to the trial sign-up
    if (answer.sessionId && !getSessionId()) startSession(answer.sessionId, false);
    navigate(contactNextPath(answer.afterUpdate));
  };

  return (
    <ContactFrame>
      {/* what the server knows fills the form once; a failed look-up just leaves it empty (and is
          not retried: that would replace the form, and what was typed in it) */}
      <ErrorBoundary fallback={() => <ContactForm defaults={NOTHING_KNOWN} onSubmit={submit} error={update.error} />}>
        <KnownContactForm onSubmit={submit} error={update.error} />
      </ErrorBoundary>
    </ContactFrame>
  );
}

function KnownContactForm({ onSubmit, error }: FormProps) {
  const { data: known } = useSuspenseQuery(actorInfoQuery());
  const defaults: ContactValues = {
    firstName: known.firstName ?? '',
    lastName: known.lastName ?? '',
    email: known.email ?? '',
  };
  return <ContactForm defaults={defaults} onSubmit={onSubmit} error={error} />;
}

function ContactFrame({ children }: { children: ReactNode }) {
  return (
    <section className={`container ${styles.page}`}>
      <PageHeading>Claim your free Video Greeting</PageHeading>
      <p className={styles.lead}>Tell us who you are, and we'll set up your free Video Greeting.</p>
      {children}
    </section>
  );
}

export function Fallback() {
  return (
    <ContactFrame>
      <div className={styles.skeleton} role="status" aria-label="Loading…" />
    </ContactFrame>
  );
}
