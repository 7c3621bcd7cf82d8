import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTrackInviteIntent } from '@/api/greetings/mutations';
import { inviteCodeQuery } from '@/api/greetings/queries';
import { paths } from '@/shared/config/paths';
import { Alert } from '@/shared/ui/Alert';
import { ButtonLink } from '@/shared/ui/Button';
import { PageHeading } from '@/shared/ui/PageHeading';
import { Skeleton, SkeletonRegion, SkeletonText } from '@/shared/ui/Skeleton';
import { InviteShare } from '@/features/invite/components/InviteShare';
import { inviteGreetingId } from '@/features/invite/rules/inviteGreetingId';
import styles from '@/features/invite/components/Invite.module.css';

const HEADING = 'Invite Friends to Contribute';

/** The greeting of /invite?fizzId= or /invite-others/{greetingId} (null: neither gives one). */
function useInviteGreetingId(): string | null {
  const { greetingId } = useParams();
  const [search] = useSearchParams();
  return inviteGreetingId(greetingId, search.get('fizzId'));
}

/**
 * /invite?fizzId= and /invite-others/{greetingId}: invite friends to add their photos and videos.
 * A refusal (403: Sign In, back here; 404: not found) is the route's one load-error mapping.
 */
export default function InviteOthersPage() {
  const greetingId = useInviteGreetingId();
  return (
    <section className="container">
      <PageHeading>{HEADING}</PageHeading>
      {greetingId ? (
        <>
          <Invite greetingId={greetingId} />
          <Back greetingId={greetingId} />
        </>
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
  const { data: invite } = useSuspenseQuery(inviteCodeQuery(greetingId));
  const track = useTrackInviteIntent();
  if (invite.isLocked) return <Alert variant="info">This Video Greeting has already been finished</Alert>;
  return (
    <>
      <p className={styles.intro}>
        Friends and family can add their own photos and videos to {invite.name ? `“${invite.name}”` : 'your Video Greeting'}. No
        account or payment needed.
      </p>
      <InviteShare invite={invite} onIntent={(value) => track.mutate({ greetingId, value })} />
    </>
  );
}

function Back({ greetingId }: { greetingId: string }) {
  return (
    <p className={styles.back}>
      <ButtonLink to={paths.edit(greetingId)} variant="outline">
        Back
      </ButtonLink>
    </p>
  );
}

/** The invitation while it loads: the intro, the message box, the link and the buttons, where they will be. */
export function Fallback() {
  const greetingId = useInviteGreetingId();
  return (
    <section className="container">
      <PageHeading>{HEADING}</PageHeading>
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
      {greetingId && <Back greetingId={greetingId} />}
    </section>
  );
}

export const errorHeading = HEADING;
