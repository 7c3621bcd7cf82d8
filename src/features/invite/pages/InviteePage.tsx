import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { inviteGreetingQuery } from '@/api/invitee/queries';
import { demoNotFoundNote } from '@/shared/config/demo';
import { PageHeading } from '@/shared/ui/PageHeading';
import { InvitationCard } from '@/features/invite/components/InvitationCard';
import styles from '@/features/invite/components/Invitee.module.css';
import { InviteeSkeleton } from '@/features/invite/components/InviteeSkeleton';
import { InviteeUploads } from '@/features/invite/components/InviteeUploads';
import { useJoinInvite } from '@/features/invite/components/useJoinInvite';
import { INVITEE_TEXT } from '@/features/invite/rules/inviteeFlow';

/**
 * /in/{code}: an invitation to add photos and videos to someone's greeting (spec part 2 §2). No
 * account needed. An unknown code shows the server's message (the route's load error).
 */
export default function InviteePage() {
  const { code = '' } = useParams();
  const { data: invite } = useSuspenseQuery(inviteGreetingQuery(code));
  useJoinInvite(code, !invite.isLocked);
  return (
    <section className={`container ${styles.page}`}>
      <PageHeading>{INVITEE_TEXT.heading}</PageHeading>
      <InvitationCard invite={invite} />
      {/* keyed: another invite link is another queue (its own kept files) */}
      <InviteeUploads key={code} invite={invite} code={code} />
    </section>
  );
}

export function Fallback() {
  return (
    <section className={`container ${styles.page}`}>
      <PageHeading>{INVITEE_TEXT.heading}</PageHeading>
      <InviteeSkeleton />
    </section>
  );
}

// a demo link opened in another browser says why it finds nothing
export const errorHeading = { text: INVITEE_TEXT.heading, notFoundNote: demoNotFoundNote };
