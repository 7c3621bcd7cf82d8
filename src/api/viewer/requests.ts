import { request } from '@/api/client';
import {
  commentsSchema,
  deleteCommentSchema,
  likeResponseSchema,
  postCommentSchema,
  statsSchema,
  viewedResponseSchema,
  viewerFizzResponseSchema,
  type CommentBody,
} from './schemas';
import { deviceId } from '@/shared/lib/deviceId';

const seg = (v: string) => encodeURIComponent(v);

/** GET /rest/vid/{uuid}/fizz: the recipient page's greeting. */
export function getViewerGreeting(uuid: string) {
  return request({ method: 'GET', url: `/rest/vid/${seg(uuid)}/fizz` }, viewerFizzResponseSchema);
}

/** GET /rest/fizz/{uuid}/stats?deviceId= (whether this browser liked it, for a visitor without an account) */
export function getStats(uuid: string) {
  return request({ method: 'GET', url: `/rest/fizz/${seg(uuid)}/stats`, params: { deviceId: deviceId() } }, statsSchema);
}

/** POST /rest/vid/{uuid}/likes {isAdd, deviceId}: one like per visitor, however often they press. */
export function setLike(uuid: string, isAdd: boolean) {
  return request(
    { method: 'POST', url: `/rest/vid/${seg(uuid)}/likes`, data: { isAdd, deviceId: deviceId() } },
    likeResponseSchema,
  );
}

/** POST /rest/vid/{uuid}/viewed: counts a view (the 1-minute re-count rule is the client's). */
export function markViewed(uuid: string) {
  return request({ method: 'POST', url: `/rest/vid/${seg(uuid)}/viewed` }, viewedResponseSchema);
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
