import { useSuspenseQuery } from '@tanstack/react-query';
import { useSkipActorOfferMutation } from '@/api/user/mutations';
import { actorInfoQuery, offerInfoQuery } from '@/api/user/queries';
import { paths } from '@/shared/config/paths';
import { ButtonLink } from '@/shared/ui/Button';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryBoundary } from '@/shared/ui/QueryBoundary';
import { ServerOffer } from '@/widgets/ServerOffer';
import { FreePromotion } from '@/features/invite/components/FreePromotion';
import styles from '@/features/invite/components/ThankYou.module.css';
import { THANK_YOU_TEXT } from '@/features/invite/rules/thankYou';

/**
 * /view-invite-thank-you (spec part 2 §2): 'Success!', then the server's offer for this invitee
 * (GET /rest/user/actor-info: full page, or a popup with Skip, which sends ?result=skip), or else
 * the default free-greeting promotion with the days the free-greeting offer has left. The offer
 * loads and fails on its own: 'Success!' stays.
 */
export default function InviteThankYouPage() {
  return (
    <section className={`container ${styles.page}`}>
      <PageHeading>{THANK_YOU_TEXT.heading}</PageHeading>
      <p className={styles.lead}>{THANK_YOU_TEXT.lead}</p>
      <QueryBoundary fallback={<div className={styles.skeleton} role="status" aria-label="Loading your offer…" />}>
        <InviteeOffer />
      </QueryBoundary>
      <div className={styles.own}>
        <h2>{THANK_YOU_TEXT.ownHeading}</h2>
        <ButtonLink to={paths.home()} variant="outline">
          {THANK_YOU_TEXT.ownButton}
        </ButtonLink>
      </div>
    </section>
  );
}

function InviteeOffer() {
  const { data: actor } = useSuspenseQuery(actorInfoQuery());
  const skip = useSkipActorOfferMutation();
  if (!actor.offer) return <DefaultPromotion />;
  // a skip is a notice: if it fails, there is nothing for the invitee to do about it
  return (
    <ServerOffer
      offer={actor.offer}
      redeemTo={paths.inviteContact()}
      onSkip={() => skip.mutate(undefined, { onError: () => undefined })}
    />
  );
}

/** The promotion at once; its day count (the free-greeting offer's) once read, and none if that fails. */
function DefaultPromotion() {
  const withoutDays = <FreePromotion expiresInDays={undefined} />;
  return (
    <QueryBoundary fallback={withoutDays} renderError={() => withoutDays}>
      <PromotionWithDays />
    </QueryBoundary>
  );
}

function PromotionWithDays() {
  const { data } = useSuspenseQuery(offerInfoQuery('register'));
  return <FreePromotion expiresInDays={data.offer?.offerExpiresInDays} />;
}
