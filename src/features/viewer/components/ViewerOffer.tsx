import type { ShareOffer } from '@/api/viewer/schemas';
import { useSkipActorOfferMutation } from '@/api/user/mutations';
import { paths } from '@/shared/config/paths';
import { ServerOffer } from '@/widgets/ServerOffer';

/**
 * The server's offer block (a lazy chunk, loaded after the player): full width, or a popup with a
 * skip button. Closing or skipping sends the skip notice (part 2 §4); its failure is only logged.
 */
export default function ViewerOffer({ offer }: { offer: ShareOffer }) {
  const { mutate: skip } = useSkipActorOfferMutation();
  return (
    <ServerOffer
      offer={offer}
      redeemTo={paths.offerRegister()}
      onSkip={() => skip(undefined, { onError: (error) => console.warn('[viewer] the offer skip was not sent', error) })}
    />
  );
}
