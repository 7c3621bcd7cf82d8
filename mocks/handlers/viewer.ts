import { http, type HttpHandler } from 'msw';
import { commentBodySchema, DEVICE_ID_PATTERN, likeBodySchema } from '@/api/viewer/schemas';
import { LIMITS } from '@/shared/config/limits';
import { getDb, nextId, updateDb } from '../db/store';
import type { CommentRow, FizzRow } from '../db/types';
import { fail, NOT_SIGNED_IN, ok, readJson, rest, sessionOf, userOf } from '../http';
import { isDoneStatus, syncPipeline } from '../pipeline';
import { absoluteUrl, isOwner, isQrCard, needsPurchase } from '../rules';

export const VIEWER_NOT_FOUND = "We couldn't find that Video Greeting. Please check the link.";
export const COMMENT_NOT_FOUND = "We couldn't find that comment.";
export const COMMENT_MIN_LENGTH = 5;
export const COMMENT_TOO_SHORT = `Your comment must be at least ${COMMENT_MIN_LENGTH} characters.`;
export const FIRST_NAME_REQUIRED = 'Please enter your first name.';
export const LAST_NAME_REQUIRED = 'Please enter your last name.';
export const COMMENT_TOO_LONG = `Your comment can be at most ${LIMITS.comment.toLocaleString('en-US')} characters.`;
export const NAME_TOO_LONG = `Names can be at most ${LIMITS.name} characters.`;
export const REPLY_TO_REPLY = 'You can only reply to a comment, not to a reply.';
export const COMMENTS_OFF = 'Comments are turned off for this Video Greeting.';
export const ONLY_OWNER_REMOVES = 'Only the owner of this Video Greeting can remove comments.';
export const LIKER_UNKNOWN = "We couldn't tell who liked this. Please reload the page and try again.";

// ---------------------------------------------------------------- pure rules (tested as tables)

type CommentFields = { parentUUID?: string | null; body: string; firstName: string; lastName: string };

/**
 * The server's comment rule: names required, body at least 5 characters, nothing over the input
 * limits (LIMITS), replies one level deep.
 */
export function commentRefusal(input: CommentFields, parent: Pick<CommentRow, 'parentUuid'> | null | undefined): string | null {
  if (!input.firstName.trim()) return FIRST_NAME_REQUIRED;
  if (!input.lastName.trim()) return LAST_NAME_REQUIRED;
  if (input.firstName.trim().length > LIMITS.name || input.lastName.trim().length > LIMITS.name) return NAME_TOO_LONG;
  const body = input.body.trim();
  if (body.length < COMMENT_MIN_LENGTH) return COMMENT_TOO_SHORT;
  if (body.length > LIMITS.comment) return COMMENT_TOO_LONG;
  if (input.parentUUID) {
    if (!parent) return COMMENT_NOT_FOUND;
    if (parent.parentUuid !== null) return REPLY_TO_REPLY;
  }
  return null;
}

/** The comments left after removing one: a root takes its replies with it. */
export function removeCommentTree(comments: readonly CommentRow[], uuid: string): CommentRow[] {
  return comments.filter((c) => c.uuid !== uuid && c.parentUuid !== uuid);
}

const toReply = (c: CommentRow) => ({
  uuid: c.uuid,
  parentUUID: c.parentUuid,
  firstName: c.firstName,
  lastName: c.lastName,
  body: c.body,
  createdAt: c.createdAt,
});

/** A greeting's comments as a tree: roots newest first, each with its replies oldest first. */
export function commentTree(comments: readonly CommentRow[], fizzUuid: string) {
  const mine = comments.filter((c) => c.fizzUuid === fizzUuid);
  const byDate = (a: CommentRow, b: CommentRow) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id;
  return mine
    .filter((c) => c.parentUuid === null)
    .sort((a, b) => byDate(b, a))
    .map((root) => ({
      ...toReply(root),
      childComments: mine
        .filter((c) => c.parentUuid === root.uuid)
        .sort(byDate)
        .map(toReply),
    }));
}

// ---------------------------------------------------------------- helpers

/** A greeting recipients can open: it has a share URL (paid, or needing no purchase). */
function findViewable(uuid: string): FizzRow {
  const fizz = getDb().fizzes.find((f) => f.uuid === uuid);
  if (!fizz || fizz.shareUrl === null) throw fail(VIEWER_NOT_FOUND, 404);
  return fizz;
}

/**
 * Who likes: 'user:{id}' when signed in; else the browser's 'device:{deviceId}' (kept in its
 * storage, so a visitor without an account likes once however often they press, and no session is
 * made for them); else 'session:{id}' for a client that sends no deviceId. Undefined: no one.
 */
function likerId(request: Request, deviceId: string | null | undefined): string | undefined {
  const user = userOf(request);
  if (user) return `user:${user.id}`;
  if (deviceId && DEVICE_ID_PATTERN.test(deviceId)) return `device:${deviceId}`;
  const session = sessionOf(request);
  return session ? `session:${session.id}` : undefined;
}

const likeCount = (uuid: string) => getDb().likes.filter((l) => l.fizzUuid === uuid).length;
const viewCount = (uuid: string) => getDb().views.find((v) => v.fizzUuid === uuid)?.count ?? 0;

function viewerItem(request: Request, fizz: FizzRow) {
  const offer = getDb().offers.find((o) => o.kind === 'share' && o.fizzId === fizz.id);
  const isDone = isDoneStatus(fizz.status);
  return {
    fizzId: fizz.id,
    uuid: fizz.uuid,
    title: fizz.title,
    name: fizz.name,
    img: fizz.img,
    video: isDone ? fizz.video : null,
    shareUrl: absoluteUrl(request, fizz.shareUrl),
    downloadUrl: absoluteUrl(request, fizz.downloadUrl),
    thankyouAnimation: fizz.thankyouAnimation,
    thankyouAnimationImg: fizz.thankyouAnimationImg,
    offer: offer?.kind === 'share' ? { ui: offer.ui, expiresInDays: offer.expiresInDays } : null,
    showVideoStats: fizz.showVideoStats,
    showComments: fizz.showComments,
    showMultiPlayer: fizz.showMultiPlayer,
    bannerType: fizz.bannerType,
    videos: getDb()
      .clips.filter((c) => c.fizzId === fizz.id)
      .sort((a, b) => a.index - b.index)
      .map((c) => ({
        id: c.id,
        video: c.video,
        img: c.image,
        isImage: c.isImage,
        caption: c.caption,
      })),
    isLocked: fizz.isLocked,
    isDone,
    isQRBoxSet: fizz.isQRBoxSet,
    isQRCard: isQrCard(fizz),
    needsPurchase: needsPurchase(fizz),
    hasPaid: fizz.hasPaid,
    price: fizz.price,
    isFree: fizz.isFree,
    isPhysical: fizz.isPhysical,
    sku: fizz.sku,
    themeName: fizz.themeName,
    isOwner: isOwner(request, fizz),
  };
}

// ---------------------------------------------------------------- handlers

export const viewerHandlers: HttpHandler[] = [
  http.get(rest('/vid/:uuid/fizz'), ({ request, params }) => {
    const fizz = findViewable(String(params.uuid));
    updateDb(() => syncPipeline(fizz));
    return ok({ item: viewerItem(request, fizz) });
  }),

  http.get(rest('/fizz/:uuid/stats'), ({ request, params }) => {
    const fizz = findViewable(String(params.uuid));
    const me = likerId(request, new URL(request.url).searchParams.get('deviceId'));
    return ok({
      viewCount: viewCount(fizz.uuid),
      likeCount: likeCount(fizz.uuid),
      userLiked: Boolean(me && getDb().likes.some((l) => l.fizzUuid === fizz.uuid && l.sessionOrUserId === me)),
    });
  }),

  // a toggle per liker: liking twice counts once, unliking removes only your like; a call that
  // names no one is refused (it made a new anonymous session each time, so a script could inflate the count)
  http.post(rest('/vid/:uuid/likes'), async ({ request, params }) => {
    const { isAdd, deviceId } = await readJson(request, likeBodySchema);
    const fizz = findViewable(String(params.uuid));
    const liker = likerId(request, deviceId);
    if (!liker) return fail(LIKER_UNKNOWN);
    const userLiked = updateDb((s) => {
      const has = s.likes.some((l) => l.fizzUuid === fizz.uuid && l.sessionOrUserId === liker);
      if (isAdd && !has) s.likes.push({ fizzUuid: fizz.uuid, sessionOrUserId: liker });
      if (!isAdd && has) s.likes = s.likes.filter((l) => !(l.fizzUuid === fizz.uuid && l.sessionOrUserId === liker));
      return isAdd;
    });
    return ok({ likeCount: likeCount(fizz.uuid), userLiked });
  }),

  http.post(rest('/vid/:uuid/viewed'), ({ params }) => {
    const fizz = findViewable(String(params.uuid));
    const count = updateDb((s) => {
      let row = s.views.find((v) => v.fizzUuid === fizz.uuid);
      if (!row) {
        row = { fizzUuid: fizz.uuid, count: 0 };
        s.views.push(row);
      }
      row.count += 1;
      // the owner's "tell me when it is viewed" alert fires once, until an alert link resets it
      fizz.viewAlertArmed = false;
      return row.count;
    });
    return ok({ viewCount: count });
  }),

  http.get(rest('/fizz/:uuid/comment'), ({ request, params }) => {
    const fizz = findViewable(String(params.uuid));
    return ok({
      comments: commentTree(getDb().comments, fizz.uuid),
      canModerate: isOwner(request, fizz),
      commentsEnabled: fizz.showComments,
    });
  }),

  http.post(rest('/fizz/:uuid/comment'), async ({ params, request }) => {
    const body = await readJson(request, commentBodySchema);
    const fizz = findViewable(String(params.uuid));
    if (!fizz.showComments) return fail(COMMENTS_OFF);
    const parent = body.parentUUID ? getDb().comments.find((c) => c.uuid === body.parentUUID && c.fizzUuid === fizz.uuid) : null;
    const refusal = commentRefusal(body, parent);
    if (refusal) return fail(refusal, refusal === COMMENT_NOT_FOUND ? 404 : 400);
    const comment = updateDb((s) => {
      const id = nextId(s, 'comment');
      const row: CommentRow = {
        id,
        uuid: `cmt-${id}`,
        fizzUuid: fizz.uuid,
        parentUuid: parent ? parent.uuid : null,
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        body: body.body.trim(),
        createdAt: new Date().toISOString(),
      };
      s.comments.push(row);
      return row;
    });
    return ok({ comment: toReply(comment) });
  }),

  http.delete(rest('/fizz/:uuid/comment/:commentUuid'), ({ request, params }) => {
    const fizz = findViewable(String(params.uuid));
    if (!isOwner(request, fizz)) return sessionOf(request) ? fail(ONLY_OWNER_REMOVES) : fail(NOT_SIGNED_IN, 403);
    const target = getDb().comments.find((c) => c.uuid === params.commentUuid && c.fizzUuid === fizz.uuid);
    if (!target) return fail(COMMENT_NOT_FOUND, 404);
    const removed = updateDb((s) => {
      const before = s.comments.length;
      s.comments = removeCommentTree(s.comments, target.uuid);
      return before - s.comments.length;
    });
    return ok({ removed });
  }),
];
