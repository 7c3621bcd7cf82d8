import { HttpResponse, http, type HttpHandler } from 'msw';
import { commentBodySchema, likeBodySchema, viewedBodySchema } from '@/api/viewer/schemas';
import { LIMITS } from '@/shared/config/limits';
import { nameProblem, PERSON_TEXT_MESSAGES, textProblem, visibleLength } from '@/shared/lib/personText';
import { getDb, nextId, updateDb } from '../db/store';
import type { CommentRow, FizzRow } from '../db/types';
import { fail, NOT_SIGNED_IN, ok, readJson, rest, sessionOf, userOf } from '../http';
import { isDoneStatus, syncPipeline } from '../pipeline';
import { absoluteUrl, isOwner, isQrCard, needsPurchase } from '../rules';
import {
  addressOf,
  ISSUE_LIMIT,
  issueDeviceId,
  LIKE_LIMIT_PER_ADDRESS,
  LIKE_LIMIT_PER_VISITOR,
  likeChange,
  takeHit,
  takeView,
  verifiedDevice,
} from '../visitors';
import { videoReportOf } from '../videoReport';

export const VIEWER_NOT_FOUND = "We couldn't find that Video Greeting. Please check the link.";
export const COMMENT_NOT_FOUND = "We couldn't find that comment.";
export const COMMENT_MIN_LENGTH = 5;
export const COMMENT_TOO_SHORT = `Your comment must be at least ${COMMENT_MIN_LENGTH} characters.`;
export const FIRST_NAME_REQUIRED = 'Please enter your first name.';
export const LAST_NAME_REQUIRED = 'Please enter your last name.';
/** What a comment's fields are called in the person-written text policy's messages (shared/lib/personText). */
export const COMMENT_SUBJECTS = { firstName: 'your first name', lastName: 'your last name', body: 'your comment' } as const;
export const COMMENT_TOO_LONG = PERSON_TEXT_MESSAGES.tooLong(COMMENT_SUBJECTS.body, LIMITS.comment);
export const REPLY_TO_REPLY = 'You can only reply to a comment, not to a reply.';
export const COMMENTS_OFF = 'Comments are turned off for this Video Greeting.';
export const ONLY_OWNER_REMOVES = 'Only the owner of this Video Greeting can remove comments.';
export const LIKER_UNKNOWN = "We couldn't tell who liked this. Please reload the page and try again.";
export const TOO_MANY_LIKES = 'Too many likes from here just now. Please try again in a minute.';

// ---------------------------------------------------------------- pure rules (tested as tables)

type CommentFields = { parentUUID?: string | null; body: string; firstName: string; lastName: string };

/**
 * The server's comment rule: names required, body at least 5 characters that show (invisible ones do
 * not count), the person-written text policy the page follows too (names: one line with a letter,
 * no hidden direction or invisible characters, no sentence punctuation; the body: no hidden
 * direction characters, no hidden tag text; neither over its limit), replies one level deep.
 */
export function commentRefusal(input: CommentFields, parent: Pick<CommentRow, 'parentUuid'> | null | undefined): string | null {
  if (!input.firstName.trim()) return FIRST_NAME_REQUIRED;
  if (!input.lastName.trim()) return LAST_NAME_REQUIRED;
  const problem =
    nameProblem(input.firstName, COMMENT_SUBJECTS.firstName, LIMITS.name) ??
    nameProblem(input.lastName, COMMENT_SUBJECTS.lastName, LIMITS.name) ??
    textProblem(input.body, COMMENT_SUBJECTS.body, LIMITS.comment);
  if (problem) return problem;
  if (visibleLength(input.body) < COMMENT_MIN_LENGTH) return COMMENT_TOO_SHORT;
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
 * Who likes or views: 'user:{id}' when signed in; else 'device:{id}' for a device id this server
 * issued and signed (kept in the browser's storage, so a visitor without an account likes once
 * however often they press, and no session is made for them); else no one: an id a script made up,
 * or forged, names nobody, so fresh ids cannot add likes.
 */
async function visitorOf(request: Request, deviceId: string | null | undefined): Promise<string | null> {
  const user = userOf(request);
  if (user) return `user:${user.id}`;
  return verifiedDevice(getDb().visitors.secret, deviceId);
}

/**
 * A new signed device id for a caller whose own is none of this server's, so its next like counts;
 * at most ISSUE_LIMIT an hour per address (a script asking for fifty gets ten). Undefined: it has
 * one, or its address has had its share.
 */
async function issueIfNeeded(request: Request, deviceId: string | null | undefined): Promise<string | undefined> {
  const { secret } = getDb().visitors;
  if (await verifiedDevice(secret, deviceId)) return undefined;
  const { allowed } = updateDb((s) => takeHit(s.visitors, `issue ${addressOf(request)}`, Date.now(), ISSUE_LIMIT));
  return allowed ? issueDeviceId(secret) : undefined;
}

/** A like refused by a rate limit: 429, and when to try again. */
const tooManyLikes = (retryAfterMs: number) =>
  HttpResponse.json(
    { status: 'error' as const, message: TOO_MANY_LIKES },
    { status: 429, headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) } },
  );

/** The viewed call's body, which the spec's clients do not send: none (or an empty one) is no device id. */
async function viewedBody(request: Request): Promise<{ deviceId?: string }> {
  const text = await request.clone().text();
  return text.trim() ? readJson(request, viewedBodySchema) : {};
}

const likeCount = (uuid: string) => getDb().likes.filter((l) => l.fizzUuid === uuid).length;
const viewCount = (uuid: string) => getDb().views.find((v) => v.fizzUuid === uuid)?.count ?? 0;

function viewerItem(request: Request, fizz: FizzRow) {
  // the greeting's offer for its recipients: never an invitee's, and not to the person who made it
  const offer = isOwner(request, fizz)
    ? undefined
    : getDb().offers.find((o) => o.kind === 'share' && o.audience === 'recipient' && o.fizzId === fizz.id);
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
    // ours: a failed video to anyone (not 'still being made' for ever); why, and what it left out, to its owner
    videoReport: videoReportOf(getDb(), fizz, isOwner(request, fizz)),
  };
}

// ---------------------------------------------------------------- handlers

export const viewerHandlers: HttpHandler[] = [
  http.get(rest('/vid/:uuid/fizz'), ({ request, params }) => {
    const fizz = findViewable(String(params.uuid));
    updateDb(() => syncPipeline(fizz));
    return ok({ item: viewerItem(request, fizz) });
  }),

  // the counts, whether this visitor liked it, and a signed device id for a browser without one
  http.get(rest('/fizz/:uuid/stats'), async ({ request, params }) => {
    const fizz = findViewable(String(params.uuid));
    const sent = new URL(request.url).searchParams.get('deviceId');
    const me = await visitorOf(request, sent);
    const issued = await issueIfNeeded(request, sent);
    return ok({
      viewCount: viewCount(fizz.uuid),
      likeCount: likeCount(fizz.uuid),
      userLiked: Boolean(me && getDb().likes.some((l) => l.fizzUuid === fizz.uuid && l.sessionOrUserId === me)),
      ...(issued ? { deviceId: issued } : {}),
    });
  }),

  // a toggle per visitor: liking twice counts once, unliking removes only your like. Only a signed-in
  // user or a device id this server signed likes (50 made-up ids add nothing), and presses are
  // limited per address and per visitor (a script gets 429s, a person never notices)
  http.post(rest('/vid/:uuid/likes'), async ({ request, params }) => {
    const { isAdd, deviceId } = await readJson(request, likeBodySchema);
    const fizz = findViewable(String(params.uuid));
    const now = Date.now();
    const fromHere = updateDb((s) => takeHit(s.visitors, `like-from ${addressOf(request)}`, now, LIKE_LIMIT_PER_ADDRESS));
    if (!fromHere.allowed) return tooManyLikes(fromHere.retryAfterMs);
    const liker = await visitorOf(request, deviceId);
    if (!liker) return fail(LIKER_UNKNOWN);
    const mine = updateDb((s) => takeHit(s.visitors, `like ${liker}`, now, LIKE_LIMIT_PER_VISITOR));
    if (!mine.allowed) return tooManyLikes(mine.retryAfterMs);
    updateDb((s) => {
      const has = s.likes.some((l) => l.fizzUuid === fizz.uuid && l.sessionOrUserId === liker);
      const change = likeChange(has, isAdd);
      if (change === 'add') s.likes.push({ fizzUuid: fizz.uuid, sessionOrUserId: liker });
      if (change === 'remove') s.likes = s.likes.filter((l) => !(l.fizzUuid === fizz.uuid && l.sessionOrUserId === liker));
    });
    return ok({ likeCount: likeCount(fizz.uuid), userLiked: isAdd });
  }),

  // spec part 2 §4: counted again only after more than a minute, per visitor (a signed-in user, a
  // device id this server signed, else the caller's address), so a reload loop or a script adds one a minute
  http.post(rest('/vid/:uuid/viewed'), async ({ request, params }) => {
    const { deviceId } = await viewedBody(request);
    const fizz = findViewable(String(params.uuid));
    const visitor = (await visitorOf(request, deviceId)) ?? `address:${addressOf(request)}`;
    const issued = await issueIfNeeded(request, deviceId);
    const count = updateDb((s) => {
      let row = s.views.find((v) => v.fizzUuid === fizz.uuid);
      if (!row) {
        row = { fizzUuid: fizz.uuid, count: 0 };
        s.views.push(row);
      }
      if (!takeView(s.visitors, fizz.uuid, visitor, Date.now())) return row.count;
      row.count += 1;
      // the owner's "tell me when it is viewed" alert fires once, until an alert link resets it
      fizz.viewAlertArmed = false;
      return row.count;
    });
    return ok({ viewCount: count, ...(issued ? { deviceId: issued } : {}) });
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
