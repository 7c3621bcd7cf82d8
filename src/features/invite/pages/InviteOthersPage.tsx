import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useTrackInviteIntent } from '../../../api/fizz/mutations';
import { inviteCodeQuery } from '../../../api/fizz/queries';
import { paths } from '../../../shared/config/paths';
import { useSignedIn } from '../../../shared/lib/useSignedIn';
import { Alert } from '../../../shared/ui/Alert';
import { ButtonLink } from '../../../shared/ui/Button';
import { PageHeading } from '../../../shared/ui/PageHeading';
import { QueryBoundary } from '../../../shared/ui/QueryBoundary';
import { InviteShare } from '../components/InviteShare';
import { inviteFizzId } from '../rules/inviteShare';
import styles from '../components/Invite.module.css';

/** /invite?fizzId= and /invite-others/{fizzId}: invite friends to add their photos and videos. */
export default function InviteOthersPage() {
  const { fizzId: param } = useParams();
  const [search] = useSearchParams();
  const fizzId = inviteFizzId(param, search.get('fizzId'));
  return (
    <section className="container">
      <PageHeading>Invite Friends to Contribute</PageHeading>
      {fizzId ? (
        <Invite fizzId={fizzId} />
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

function Invite({ fizzId }: { fizzId: string }) {
  const query = useQuery(inviteCodeQuery(fizzId));
  const track = useTrackInviteIntent();
  const signedIn = useSignedIn();
  return (
    <>
      <QueryBoundary query={query} loadingLabel="Loading your invitation…">
        {(invite) =>
          invite.isLocked ? (
            <Alert variant="info">This Video Greeting has already been finished</Alert>
          ) : (
            <>
              <p className={styles.intro}>
                Friends and family can add their own photos and videos to {invite.name ? `“${invite.name}”` : 'your Video Greeting'}. No
                account or payment needed.
              </p>
              <InviteShare invite={invite} onIntent={(value) => track.mutate({ fizzId, value })} />
            </>
          )
        }
      </QueryBoundary>
      <p className={styles.back}>
        {/* a visitor who is not signed in is refused: offer the way to sign in first */}
        {query.isError && !signedIn && <ButtonLink to={paths.login(paths.inviteOthers(fizzId))}>Sign In</ButtonLink>}
        <ButtonLink to={paths.edit(fizzId)} variant="outline">
          Back
        </ButtonLink>
      </p>
    </>
  );
}
