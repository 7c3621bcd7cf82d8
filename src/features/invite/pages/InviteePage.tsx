import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { inviteGreetingQuery } from '@/api/invitee/queries';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryBoundary } from '@/shared/ui/QueryBoundary';
import { InvitationCard } from '@/features/invite/components/InvitationCard';
import styles from '@/features/invite/components/Invitee.module.css';
import { InviteeSkeleton } from '@/features/invite/components/InviteeSkeleton';
import { InviteeUploads } from '@/features/invite/components/InviteeUploads';
import { useJoinInvite } from '@/features/invite/components/useJoinInvite';
import { INVITEE_TEXT } from '@/features/invite/rules/inviteeFlow';

/**
 * /in/{code}: an invitation to add photos and videos to someone's greeting (spec part 2 §2). No
 * account needed. An unknown code shows the server's message (LoadError).
 */
export default function InviteePage() {
  const { code = '' } = useParams();
  const query = useQuery(inviteGreetingQuery(code));
  useJoinInvite(code, query.data ? !query.data.isLocked : false);

  return (
    <section className={`container ${styles.page}`}>
      <PageHeading>{INVITEE_TEXT.heading}</PageHeading>
      <QueryBoundary query={query} loading={<InviteeSkeleton />}>
        {(invite) => (
          <>
            <InvitationCard invite={invite} />
            {/* keyed: another invite link is another queue (its own kept files) */}
            <InviteeUploads key={code} invite={invite} code={code} />
          </>
        )}
      </QueryBoundary>
    </section>
  );
}
