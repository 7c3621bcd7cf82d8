import { request } from '@/api/client';
import {
  commentsSchema,
  deleteCommentSchema,
  likeResponseSchema,
  postCommentSchema,
  statsSchema,
  viewedResponseSchema,
  viewerGreetingResponseSchema,
  type CommentBody,
} from './schemas';
import { deviceId, keepIssuedDeviceId } from '@/shared/lib/deviceId';

/**
 * The recipient page's GET (path and query), written once: the calls below encode their values; a
 * route's read (reads.ts) passes its pattern's `:params`, which makes the call the start sends.
 */
export const viewerUrls = {
  greeting: (uuid: string) => `/rest/vid/${uuid}/fizz`,
};

const seg = (v: string) => encodeURIComponent(v);

/** GET /rest/vid/{uuid}/fizz: the recipient page's greeting. */
export function getViewerGreeting(uuid: string) {
  return request({ method: 'GET', url: viewerUrls.greeting(seg(uuid)) }, viewerGreetingResponseSchema);
}

/**
 * GET /rest/fizz/{uuid}/stats?deviceId= (whether this browser liked it, for a visitor without an
 * account). A device id the server issued in its answer is kept: likes count only as one of those.
 */
export async function getStats(uuid: string) {
  const stats = await request(
    { method: 'GET', url: `/rest/fizz/${seg(uuid)}/stats`, params: { deviceId: deviceId() } },
    statsSchema,
  );
  keepIssuedDeviceId(stats.deviceId);
  return stats;
}

/** POST /rest/vid/{uuid}/likes {isAdd, deviceId}: one like per visitor, however often they press. */
export function setLike(uuid: string, isAdd: boolean) {
  return request(
    { method: 'POST', url: `/rest/vid/${seg(uuid)}/likes`, data: { isAdd, deviceId: deviceId() } },
    likeResponseSchema,
  );
}

/**
 * POST /rest/vid/{uuid}/viewed {deviceId}: counts a view. The 1-minute re-count rule is kept in this
 * browser and, per visitor, by the server too; a device id issued in the answer is kept.
 */
export async function markViewed(uuid: string) {
  const viewed = await request(
    { method: 'POST', url: `/rest/vid/${seg(uuid)}/viewed`, data: { deviceId: deviceId() } },
    viewedResponseSchema,
  );
  keepIssuedDeviceId(viewed.deviceId);
  return viewed;
}

/** GET /rest/fizz/{uuid}/comment */
export function getComments(uuid: string) {
  return request({ method: 'GET', url: `/rest/fizz/${seg(uuid)}/comment` }, commentsSchema);
}

/** POST /rest/fizz/{uuid}/comment {parentUUID, body, firstName, lastName} */
export function postComment(uuid: string, body: CommentBody) {
  return request({ method: 'POST', url: `/rest/fizz/${seg(uuid)}/comment`, data: body }, postCommentSchema);
}

/** DELETE /rest/fizz/{uuid}/comment/{commentUuid}: owner only; a root goes with its replies. */
export function deleteComment(uuid: string, commentUuid: string) {
  return request({ method: 'DELETE', url: `/rest/fizz/${seg(uuid)}/comment/${seg(commentUuid)}` }, deleteCommentSchema);
}
