import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTrackInviteIntent } from '@/api/fizz/mutations';
import { inviteCodeQuery } from '@/api/fizz/queries';
import { paths } from '@/shared/config/paths';
import { Alert } from '@/shared/ui/Alert';
import { ButtonLink } from '@/shared/ui/Button';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryBoundary } from '@/shared/ui/QueryBoundary';
import { Skeleton, SkeletonRegion, SkeletonText } from '@/shared/ui/Skeleton';
import { InviteShare } from '@/features/invite/components/InviteShare';
import { inviteGreetingId } from '@/features/invite/rules/inviteShare';
import styles from '@/features/invite/components/Invite.module.css';

/** /invite?fizzId= and /invite-others/{greetingId}: invite friends to add their photos and videos. */
export default function InviteOthersPage() {
  const { greetingId: param } = useParams();
  const [search] = useSearchParams();
  const greetingId = inviteGreetingId(param, search.get('fizzId'));
  return (
    <section className="container">
      <PageHeading>Invite Friends to Contribute</PageHeading>
      {greetingId ? (
        <Invite greetingId={greetingId} />
      ) : (
        <>
          <Alert variant="danger">We couldn't find that Video Greeting.</Alert>
          <p className={styles.back}>
            <ButtonLink to={paths.list()} variant="outline">
              Go to My Video Greetings
            </ButtonLink>
          </p>
        </>
      )}
    </section>
  );
}

function Invite({ greetingId }: { greetingId: string }) {
  const query = useQuery(inviteCodeQuery(greetingId));
  const track = useTrackInviteIntent();
  return (
    <>
      <QueryBoundary query={query} loading={<InviteSkeleton />}>
        {(invite) =>
          invite.isLocked ? (
            <Alert variant="info">This Video Greeting has already been finished</Alert>
          ) : (
            <>
              <p className={styles.intro}>
                Friends and family can add their own photos and videos to{' '}
                {invite.name ? `“${invite.name}”` : 'your Video Greeting'}. No account or payment needed.
              </p>
              <InviteShare invite={invite} onIntent={(value) => track.mutate({ greetingId, value })} />
            </>
          )
        }
      </QueryBoundary>
      {/* a refusal (403: Sign In, back here; 404: not found) is QueryBoundary's one load-error mapping */}
      <p className={styles.back}>
        <ButtonLink to={paths.edit(greetingId)} variant="outline">
          Back
        </ButtonLink>
      </p>
    </>
  );
}

/** The invitation while it loads: the intro, the message box, the link and the buttons, where they will be. */
function InviteSkeleton() {
  return (
    <SkeletonRegion label="Loading your invitation…" className={styles.share}>
      <SkeletonText lines={2} className={styles.intro} />
      <div className={styles.field}>
        <Skeleton shape="text" width="12rem" />
        <Skeleton height="8rem" />
        <Skeleton shape="text" width="16rem" />
        <Skeleton height="2.5rem" />
      </div>
      <div className={styles.actions}>
        <Skeleton shape="pill" height="2.75rem" width="16rem" />
      </div>
    </SkeletonRegion>
  );
}
