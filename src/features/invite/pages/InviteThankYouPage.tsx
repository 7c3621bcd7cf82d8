import { useQuery } from '@tanstack/react-query';
import { offerInfoQuery, actorInfoQuery } from '@/api/user/queries';
import { useSkipActorOfferMutation } from '@/api/user/mutations';
import { paths } from '@/shared/config/paths';
import { ButtonLink } from '@/shared/ui/Button';
import { LoadError } from '@/shared/ui/LoadError';
import { PageHeading } from '@/shared/ui/PageHeading';
import { ServerOffer } from '@/shared/ui/ServerOffer';
import { FreePromotion } from '@/features/invite/components/FreePromotion';
import styles from '@/features/invite/components/ThankYou.module.css';
import { THANK_YOU_TEXT } from '@/features/invite/rules/thankYou';

/**
 * /view-invite-thank-you (spec part 2 §2): 'Success!', then the server's offer for this invitee
 * (GET /rest/user/actor-info: full page, or a popup with Skip, which sends ?result=skip), or else
 * the default free-greeting promotion with the days the free-greeting offer has left.
 */
export default function InviteThankYouPage() {
  const actor = useQuery(actorInfoQuery());
  const offer = actor.data?.offer ?? null;
  // the default promotion's day count: the free-greeting offer's, from the server
  const freeOffer = useQuery({ ...offerInfoQuery('register'), enabled: actor.isSuccess && !offer });
  const skip = useSkipActorOfferMutation();

  return (
    <section className={`container ${styles.page}`}>
      <PageHeading>{THANK_YOU_TEXT.heading}</PageHeading>
      <p className={styles.lead}>{THANK_YOU_TEXT.lead}</p>
      {actor.isPending ? (
        <div className={styles.skeleton} role="status" aria-label="Loading your offer…" />
      ) : actor.isError ? (
        <LoadError error={actor.error} onRetry={() => void actor.refetch()} />
      ) : offer ? (
        // a skip is a notice: if it fails, there is nothing for the invitee to do about it
        <ServerOffer
          offer={offer}
          redeemTo={paths.inviteContact()}
          onSkip={() => skip.mutate(undefined, { onError: () => undefined })}
        />
      ) : (
        <FreePromotion expiresInDays={freeOffer.data?.offer?.offerExpiresInDays} />
      )}
      <div className={styles.own}>
        <h2>{THANK_YOU_TEXT.ownHeading}</h2>
        <ButtonLink to={paths.home()} variant="outline">
          {THANK_YOU_TEXT.ownButton}
        </ButtonLink>
      </div>
    </section>
  );
}
