import { useRef, useState } from 'react';
import { offerExpiryText, offerIsLive } from '@/shared/lib/offerExpiry';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { SafeHtml } from '@/shared/ui/SafeHtml';
import styles from './ServerOffer.module.css';

/**
 * A server-driven offer (spec part 2 §3 "Offer"). Structural, so shared/ needs no api import: the
 * viewer's and the user resource's offer schemas both fit it. Every ui field is server markup.
 */
export type ServerOfferData = {
  ui: {
    top?: string | null;
    bottom?: string | null;
    claimBtn?: string | null;
    isPopup?: boolean | null;
    behindPopup?: string | null;
    viewMarkup?: string | null;
    viewBtn?: string | null;
  };
  expiresInDays?: number | null;
};

type ServerOfferProps = {
  offer: ServerOfferData;
  /** Closing or skipping the offer (spec part 2 §4: the page sends the skip notice). Called once. */
  onSkip: () => void;
  /** Where the claim button goes (an in-app path). */
  redeemTo: string;
};

/** What the claim button says when the server sends no label. */
export const DEFAULT_CLAIM_LABEL = 'Claim my free Video Greeting';
export const SKIP_LABEL = 'Skip';
/** The popup's name for screen readers (the offer's own heading is server markup). */
export const OFFER_DIALOG_TITLE = 'A free Video Greeting for you';

/**
 * The offer full width, or (ui.isPopup) as a popup over its behindPopup markup. Skip, the popup's
 * close button, Esc and a backdrop click all skip; after a popup is skipped, viewMarkup and viewBtn
 * can open it again. Markup renders only through SafeHtml.
 */
export function ServerOffer({ offer, onSkip, redeemTo }: ServerOfferProps) {
  const { ui } = offer;
  const popup = Boolean(ui.isPopup);
  const [open, setOpen] = useState(popup);
  const [skipped, setSkipped] = useState(false);
  const told = useRef(false);

  const skip = () => {
    setOpen(false);
    setSkipped(true);
    if (told.current) return;
    told.current = true;
    onSkip();
  };

  const body = (
    <>
      <SafeHtml html={ui.top} className={styles.markup} />
      <SafeHtml html={ui.bottom} className={styles.markup} />
      {offerIsLive(offer.expiresInDays) && (
        <p className={styles.expiry}>This offer expires in {offerExpiryText(offer.expiresInDays)}.</p>
      )}
    </>
  );
  const actions = (
    <div className={styles.actions}>
      <ButtonLink to={redeemTo} size="lg">
        {ui.claimBtn ? <SafeHtml as="span" label html={ui.claimBtn} /> : DEFAULT_CLAIM_LABEL}
      </ButtonLink>
      <Button variant="link" onClick={skip}>
        {SKIP_LABEL}
      </Button>
    </div>
  );

  if (!popup) {
    if (skipped) return null;
    return (
      <section className={styles.offer} aria-label="Special offer">
        {body}
        {actions}
      </section>
    );
  }

  return (
    <>
      <SafeHtml html={ui.behindPopup} className={styles.markup} />
      {skipped && (ui.viewMarkup || ui.viewBtn) && (
        <div className={styles.teaser}>
          <SafeHtml html={ui.viewMarkup} className={styles.markup} />
          <Button variant="outline" onClick={() => setOpen(true)}>
            {ui.viewBtn ? <SafeHtml as="span" label html={ui.viewBtn} /> : 'See the offer'}
          </Button>
        </div>
      )}
      <Modal open={open} onClose={skip} title={OFFER_DIALOG_TITLE} hideTitle>
        <div className={styles.popupBody}>
          {body}
          {actions}
        </div>
      </Modal>
    </>
  );
}
