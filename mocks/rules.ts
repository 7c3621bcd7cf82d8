// Server rules shared by the checkout, preview, QR, viewer and invitee handlers: who owns a
// greeting, whether it needs a purchase, publishing, absolute URLs, anonymous sessions and QR
// card ownership. Handlers of other resources may use them too.
import { fail, NOT_SIGNED_IN, sessionOf, userOf } from './http';
import { getDb, newUuid, updateDb } from './db/store';
import { FizzStatus, type DbState, type FizzRow, type SessionRow } from './db/types';
import { syncPipeline } from './pipeline';

export const FIZZ_NOT_FOUND = "We couldn't find that Video Greeting.";
export const NOT_YOUR_FIZZ = 'This Video Greeting belongs to another account.';
/** Spec part 2 §8 and the messages list: the one answer to any change of a finished greeting. */
export const FINISHED = 'This Video Greeting has already been finished';

/** The greeting with this id, brought up to date with the pipeline's clock, or a 404 refusal. */
export function findFizz(id: number): FizzRow {
  const fizz = getDb().fizzes.find((f) => f.id === id);
  if (!fizz) throw fail(FIZZ_NOT_FOUND, 404);
  updateDb(() => syncPipeline(fizz));
  return fizz;
}

/** The signed-in owner, or the anonymous session that created it. */
export function isOwner(request: Request, fizz: FizzRow): boolean {
  const user = userOf(request);
  if (user && fizz.ownerId !== null && user.id === fizz.ownerId) return true;
  const session = sessionOf(request);
  return Boolean(session && fizz.creatorSessionId !== null && session.id === fizz.creatorSessionId);
}

/**
 * Only the owner may act on a greeting. A greeting nobody owns (no account, no session) is open to
 * whoever holds its id. With `allowGuest`, a visitor with no session at all may act on any greeting
 * that no account owns (guest checkout: "an anonymous session or none").
 * Without a session, an account's greeting answers 403 (sign in); someone else's answers 400.
 */
export function requireOwner(request: Request, fizz: FizzRow, options: { allowGuest?: boolean } = {}): void {
  if (isOwner(request, fizz)) return;
  if (fizz.ownerId === null && fizz.creatorSessionId === null) return;
  const session = sessionOf(request);
  if (options.allowGuest && fizz.ownerId === null && !session) return;
  if (fizz.ownerId !== null && !userOf(request)) throw fail(NOT_SIGNED_IN, 403);
  throw fail(NOT_YOUR_FIZZ);
}

/**
 * A finished (locked) greeting takes no more changes: not from its owner, not from an invitee.
 * Every handler that changes a greeting or its clips calls this, so the refusal reads the same.
 */
export function requireEditable(fizz: Pick<FizzRow, 'isLocked'>): void {
  if (fizz.isLocked) throw fail(FINISHED);
}

/** A greeting made from a physical card, a boxed set, a free offer or as a thank-you needs no purchase. */
export function needsPurchase(fizz: FizzRow): boolean {
  return (
    !fizz.hasPaid && !fizz.isFree && !fizz.isPhysical && !fizz.isQRBoxSet && !fizz.isThankyou && fizz.linkedQrKeys.length === 0
  );
}

/** Linked to a single QR card (not a boxed set). */
export function isQrCard(fizz: FizzRow): boolean {
  return !fizz.isQRBoxSet && (fizz.isPhysical || fizz.linkedQrKeys.length > 0);
}

/** Makes a greeting shareable: viewer URL, download URL and the published flag (call inside updateDb). */
export function publish(fizz: FizzRow): void {
  fizz.shareUrl = `/vid/${fizz.uuid}`;
  // spec part 1 §7: {shareUrl}/download (handlers/media.ts serves the file there once it is made)
  fizz.downloadUrl = `${fizz.shareUrl}/download`;
  fizz.status |= FizzStatus.published;
}

/**
 * The origin links are built on: the calling page's origin when the browser sends one (an app on
 * another origin calling `npm run mock:server`), else the request's own.
 */
export function publicOrigin(request: Request): string {
  const origin = request.headers.get('origin');
  if (origin && /^https?:\/\//.test(origin)) return origin;
  return new URL(request.url).origin;
}

/** Root-relative paths (as rows store them) become absolute URLs; absolute ones are kept. */
export function absoluteUrl(request: Request, path: string): string;
export function absoluteUrl(request: Request, path: string | null): string | null;
export function absoluteUrl(request: Request, path: string | null): string | null {
  if (path === null || path === '') return path;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  return `${publicOrigin(request)}${path.startsWith('/') ? path : `/${path}`}`;
}

/** A new anonymous session (call inside updateDb). Answered as `sessionId` so the client can keep it. */
export function newAnonymousSession(s: DbState): SessionRow {
  const session: SessionRow = { id: `sess-anon-${newUuid()}`, userId: null, createdAt: new Date().toISOString() };
  s.sessions.push(session);
  return session;
}

export const CARD_NOT_FOUND = "We couldn't find that card. Please check the code and scan it again.";
export const CARD_NOT_YOURS = 'This card belongs to another account.';

/**
 * QR ownership: the first signed-in scanner of an unowned card becomes its owner when they start a
 * greeting from it. A single card then edits that greeting; a boxed set is linked later
 * (box-set-link). Call inside updateDb from the greeting-create handler. Returns a refusal message,
 * or null when the card is now the user's.
 */
export function claimQrCard(s: DbState, qrKey: string, userId: number, fizzId: number | null): string | null {
  const card = s.qrCards.find((c) => c.qrKey.toLowerCase() === qrKey.toLowerCase());
  if (!card) return CARD_NOT_FOUND;
  if (card.ownerId !== null && card.ownerId !== userId) return CARD_NOT_YOURS;
  card.ownerId = userId;
  if (!card.isBoxSet && fizzId !== null) {
    const fizz = s.fizzes.find((f) => f.id === fizzId);
    if (fizz) {
      card.fizzId = fizzId;
      if (!fizz.linkedQrKeys.includes(card.qrKey)) fizz.linkedQrKeys.push(card.qrKey);
    }
  }
  return null;
}
