import { http, type HttpHandler } from 'msw';
import { boxSetLinkBodySchema } from '@/api/qr/schemas';
import { getDb, updateDb } from '../db/store';
import type { FizzRow, QrCardRow } from '../db/types';
import { fail, NOT_SIGNED_IN, numericParam, ok, readJson, requireUser, rest, sessionOf, userOf } from '../http';
import { isDoneStatus, startPipeline, syncPipeline } from '../pipeline';
import { absoluteUrl, CARD_NOT_FOUND, CARD_NOT_YOURS, findFizz, newAnonymousSession, publish, requireOwner } from '../rules';

export const NOT_A_BOX_SET = 'This card is not a boxed set.';
export const MISSING_QR_KEY = 'Please scan the card again: its code is missing.';
export const LINK_NOT_FINISHED = 'This Video Greeting is not finished yet. Please wait until it is ready, then link it.';
export const ALREADY_LINKED = 'This boxed set is already linked to another Video Greeting. A linked set cannot be unlinked.';
export const NOT_LINKABLE =
  "This Video Greeting can't be linked to a boxed set: it belongs to a single card or is a thank-you video.";

type User = ReturnType<typeof userOf>;

/** No card's code is longer: a longer one is not looked up (it is not a card of ours). */
export const MAX_QR_KEY_LENGTH = 64;

export function findCard(qrKey: string | null | undefined): QrCardRow {
  if (!qrKey) throw fail(MISSING_QR_KEY);
  if (qrKey.length > MAX_QR_KEY_LENGTH) throw fail(CARD_NOT_FOUND, 404);
  const card = getDb().qrCards.find((c) => c.qrKey.toLowerCase() === qrKey.toLowerCase());
  if (!card) throw fail(CARD_NOT_FOUND, 404);
  return card;
}

/**
 * A boxed set the caller may use: unowned, or their own. Looking (`act` false) is open to visitors
 * who are not signed in; acting on a set someone owns needs that account.
 */
function findBoxSet(qrKey: string | null | undefined, user: User, act: boolean): QrCardRow {
  const card = findCard(qrKey);
  if (!card.isBoxSet) throw fail(NOT_A_BOX_SET);
  if (card.ownerId === null || card.ownerId === user?.id) return card;
  if (user) throw fail(CARD_NOT_YOURS);
  if (act) throw fail(NOT_SIGNED_IN, 403);
  return card;
}

type LinkFacts = Pick<FizzRow, 'id' | 'status' | 'isPhysical' | 'isThankyou'>;

/**
 * A greeting that can never play from a boxed set (a single card's greeting, a thank-you video),
 * or a set already linked to another greeting (a linked set cannot be unlinked or re-linked;
 * the same greeting again is fine). The preview refuses these too.
 */
export function boxSetTargetRefusal(card: Pick<QrCardRow, 'fizzId'>, fizz: Omit<LinkFacts, 'status'>): string | null {
  if (card.fizzId !== null && card.fizzId !== fizz.id) return ALREADY_LINKED;
  if (fizz.isPhysical || fizz.isThankyou) return NOT_LINKABLE;
  return null;
}

/**
 * Boxed-set linking (part 2 §5): besides the target rules above, only a finished (processed)
 * greeting can be linked. Returns the refusal, or null. Pure, so it is tested as a table.
 */
export function boxSetLinkRefusal(card: Pick<QrCardRow, 'fizzId'>, fizz: LinkFacts): string | null {
  const refusal = boxSetTargetRefusal(card, fizz);
  if (refusal) return refusal;
  if (!isDoneStatus(fizz.status)) return LINK_NOT_FINISHED;
  return null;
}

const qrKeyParam = (request: Request) => new URL(request.url).searchParams.get('qrKey');

export const qrHandlers: HttpHandler[] = [
  // specific paths first: /rest/qr/{code} would match them too
  http.get(rest('/qr/box-set-add'), ({ request }) => {
    const user = userOf(request);
    const card = findBoxSet(qrKeyParam(request), user, false);
    let previous = card.fizzId;
    if (previous === null && user) {
      const latest = getDb()
        .fizzes.filter((f) => f.ownerId === user.id && f.isQRBoxSet)
        .sort((a, b) => b.fizzCreated.localeCompare(a.fizzCreated))[0];
      previous = latest?.id ?? null;
    }
    return ok({ boxCardUserEmail: user?.email ?? '', previousBoxCardFizzId: previous });
  }),

  http.get(rest('/qr/box-set/list'), ({ request }) => {
    const user = requireUser(request);
    findBoxSet(qrKeyParam(request), user, true);
    const items = getDb()
      .fizzes.filter((f) => f.ownerId === user.id && !f.isPhysical && !f.isThankyou)
      .sort((a, b) => b.fizzCreated.localeCompare(a.fizzCreated))
      .map((f) => ({ id: f.id, name: f.name, isLocked: f.isLocked, fizzCreated: { date: f.fizzCreated }, image: f.img }));
    return ok({ items });
  }),

  http.post(rest('/qr/box-set-link/:fizzId'), async ({ request, params }) => {
    const body = await readJson(request, boxSetLinkBodySchema);
    const fromQuery = qrKeyParam(request);
    if (fromQuery && fromQuery.toLowerCase() !== body.qrKey.toLowerCase()) {
      return fail('Invalid request. qrKey: the query and the body name different cards.');
    }
    const user = userOf(request);
    const card = findBoxSet(body.qrKey, user, true);
    const fizz = findFizz(numericParam(params.fizzId, 'Video Greeting'));
    requireOwner(request, fizz);
    updateDb(() => syncPipeline(fizz));
    const refusal = boxSetLinkRefusal(card, fizz);
    if (refusal) return fail(refusal);
    updateDb(() => {
      card.fizzId = fizz.id;
      card.ownerId ??= user?.id ?? null;
      if (!fizz.linkedQrKeys.includes(card.qrKey)) fizz.linkedQrKeys.push(card.qrKey);
      fizz.isQRBoxSet = true;
      fizz.isLocked = true;
      publish(fizz);
    });
    return ok({ isLocked: fizz.isLocked });
  }),

  http.get(rest('/qr/:qrKey/box-set-preview/:fizzId'), ({ request, params }) => {
    const card = findBoxSet(String(params.qrKey), userOf(request), true);
    const fizz = findFizz(numericParam(params.fizzId, 'Video Greeting'));
    requireOwner(request, fizz);
    const refusal = boxSetTargetRefusal(card, fizz);
    if (refusal) return fail(refusal);
    updateDb(() => {
      syncPipeline(fizz);
      // the final check stitches a greeting that was never previewed
      if (!fizz.isLocked && fizz.finalizedAt === null) startPipeline(fizz);
    });
    const isDone = isDoneStatus(fizz.status);
    return ok({ newFizzId: fizz.id, isDone, img: fizz.img, video: isDone ? fizz.video : null });
  }),

  http.get(rest('/qr/:code'), ({ request, params }) => {
    const card = findCard(String(params.code));
    const user = userOf(request);
    const autoAccount = new URL(request.url).searchParams.get('auto-account') === 'true';
    const sessionId = autoAccount && !sessionOf(request) ? updateDb((s) => newAnonymousSession(s)).id : undefined;
    const fizz = card.fizzId === null ? undefined : getDb().fizzes.find((f) => f.id === card.fizzId);
    if (fizz) updateDb(() => syncPipeline(fizz));
    const isOwner = Boolean(user && card.ownerId === user.id);
    return ok({
      qrKey: card.qrKey,
      isQRCardOwner: isOwner,
      editFizzId: isOwner && fizz ? fizz.id : null,
      isBoxSet: card.isBoxSet,
      createThemeAnimationId: card.createThemeAnimationId,
      isSignedIn: Boolean(user),
      hasOwner: card.ownerId !== null,
      previewVideo: card.previewVideo,
      userHasBoxCards: Boolean(user && getDb().qrCards.some((c) => c.ownerId === user.id && c.isBoxSet)),
      userEmail: user?.email ?? '',
      howToVideo: card.howToVideo,
      fizzImage: fizz?.img ?? null,
      imgTall: card.imgTall,
      shareUrl: fizz?.shareUrl ? absoluteUrl(request, fizz.shareUrl) : null,
      ...(sessionId ? { sessionId } : {}),
    });
  }),
];
