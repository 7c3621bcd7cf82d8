import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUpdateContactMutation } from '@/api/user/mutations';
import { actorInfoQuery } from '@/api/user/queries';
import { VERSION } from '@/api/user/schemas';
import { getSessionId, startSession } from '@/shared/lib/session';
import { local, storageKeys } from '@/shared/lib/storage';
import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import { PageHeading } from '@/shared/ui/PageHeading';
import { ContactForm } from '@/features/invite/components/ContactForm';
import formLayout from '@/shared/ui/FormLayout.module.css';
import styles from '@/features/invite/components/Contact.module.css';
import { deviceId } from '@/shared/lib/deviceId';
import { contactDefaults, contactNextPath, type ContactValues } from '@/features/invite/rules/contactForm';
import { nameToSend } from '@/features/invite/rules/contributorName';

type FormProps = { onSubmit: (values: ContactValues) => Promise<void>; error: unknown };

/**
 * /view-invite-contact (spec part 2 §2, §5): the invitee's name and email for the free trial. The
 * fields start with what the server knows (GET /rest/user/actor-info), else the first name given on
 * the invite page; PUT /rest/user keeps them on the session (the trial sign-up starts with them) and
 * answers afterUpdate: the trial login, the trial register or the thank-you page.
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
      {/* what the server knows fills the form once; a failed look-up leaves only what this device
          knows (and is not retried: that would replace the form, and what was typed in it) */}
      <ErrorBoundary
        fallback={() => <ContactForm defaults={contactDefaults(null, rememberedName())} onSubmit={submit} error={update.error} />}
      >
        <KnownContactForm onSubmit={submit} error={update.error} />
      </ErrorBoundary>
    </ContactFrame>
  );
}

function KnownContactForm({ onSubmit, error }: FormProps) {
  const { data: known } = useSuspenseQuery(actorInfoQuery());
  const defaults = contactDefaults(known, rememberedName());
  return <ContactForm defaults={defaults} onSubmit={onSubmit} error={error} />;
}

/** The first name this device remembers from the invite page. */
const rememberedName = () => nameToSend(local.get(storageKeys.contributorName));

function ContactFrame({ children }: { children: ReactNode }) {
  return (
    <section className={`container ${styles.page}`}>
      <PageHeading>Claim your free Video Greeting</PageHeading>
      <p className={formLayout.lead}>Tell us who you are, and we'll set up your free Video Greeting.</p>
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
