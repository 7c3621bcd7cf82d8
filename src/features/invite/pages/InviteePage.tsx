import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { inviteFizzQuery } from '../../../api/invitee/queries';
import { PageHeading } from '../../../shared/ui/PageHeading';
import { QueryBoundary } from '../../../shared/ui/QueryBoundary';
import { InvitationCard } from '../components/InvitationCard';
import styles from '../components/Invitee.module.css';
import { InviteeSkeleton } from '../components/InviteeSkeleton';
import { InviteeUploads } from '../components/InviteeUploads';
import { useJoinInvite } from '../components/useJoinInvite';
import { INVITEE_TEXT } from '../rules/inviteeFlow';

/**
 * /in/{uuid}: an invitation to add photos and videos to someone's greeting (spec part 2 §2). No
 * account needed. An unknown code shows the server's message (LoadError).
 */
export default function InviteePage() {
  const { uuid = '' } = useParams();
  const query = useQuery(inviteFizzQuery(uuid));
  useJoinInvite(uuid, query.data ? !query.data.isLocked : false);

  return (
    <section className={`container ${styles.page}`}>
      <PageHeading>{INVITEE_TEXT.heading}</PageHeading>
      <QueryBoundary query={query} loading={<InviteeSkeleton />}>
        {(invite) => (
          <>
            <InvitationCard invite={invite} />
            {/* keyed: another invite link is another queue (its own kept files) */}
            <InviteeUploads key={uuid} invite={invite} code={uuid} />
          </>
        )}
      </QueryBoundary>
    </section>
  );
}
