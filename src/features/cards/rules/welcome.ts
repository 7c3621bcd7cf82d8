import { paths } from '@/shared/config/paths';
import { qrLink } from '@/shared/lib/qr';

type Id = string | number;

/** The parts of the QR response (part 2 §3) the welcome page decides on. */
export type ScannedCard = {
  qrKey: string;
  isQRCardOwner: boolean;
  editGreetingId: Id | null;
  isBoxSet: boolean;
  createThemeAnimationId: Id;
  hasOwner: boolean;
};

export type Welcome =
  /** the owner (or a signed-in visitor claiming a new card) goes straight on */
  | { kind: 'go'; to: string }
  /** someone else's card: 'sign in and continue editing' ('SIGN IN TO CONTINUE' for a boxed set) */
  | { kind: 'other-owner'; boxSet: boolean }
  /** a new card and a visitor who is not signed in: start through register or login */
  | { kind: 'new-card'; boxSet: boolean };

const present = (id: Id | null): id is Id => id !== null && id !== '';

/**
 * Part 2 §2/§6 "QR card owner": the owner is sent straight to the edit page (editFizzId) or the
 * create page inside the card-scan flow (createThemeAnimationId); a boxed set's owner with no linked
 * greeting chooses on the add page whether to start one or link one, and one whose set is linked
 * (linking locks the greeting, so its edit page would only bounce to /list) is told the set is
 * linked and how to scan more. Non-owners of an owned card are asked to sign in. A new card is
 * started by a signed-in visitor, or through register/login.
 */
export function welcomeFor(card: ScannedCard, signedIn: boolean): Welcome {
  const startTo = card.isBoxSet
    ? paths.qrBoxAdd(card.qrKey, card.createThemeAnimationId)
    : qrLink(paths.create(card.createThemeAnimationId), card.qrKey);
  if (card.isQRCardOwner) {
    if (!present(card.editGreetingId)) return { kind: 'go', to: startTo };
    return { kind: 'go', to: card.isBoxSet ? paths.qrBoxScanMore(card.editGreetingId) : paths.edit(card.editGreetingId) };
  }
  if (card.hasOwner) return { kind: 'other-owner', boxSet: card.isBoxSet };
  if (signedIn) return { kind: 'go', to: startTo };
  return { kind: 'new-card', boxSet: card.isBoxSet };
}

/** The card's welcome page inside its setup flow (/qr-setup/{qrKey}): links back to the card keep the prefix. */
export function cardWelcomePath(qrKey: string): string {
  return `/qr-setup/${encodeURIComponent(qrKey)}`;
}

/** A viewer URL the server answers (absolute) as an in-app path, when it is one of ours (/vid/…). */
export function watchPath(shareUrl: string | null | undefined, origin: string): string | null {
  if (!shareUrl) return null;
  try {
    const url = new URL(shareUrl, origin);
    if (url.origin !== origin || !url.pathname.startsWith('/vid/')) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}
