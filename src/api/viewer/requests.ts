import { startSession } from '@/shared/lib/session';
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

const seg = (v: string) => encodeURIComponent(v);

/** GET /rest/vid/{uuid}/fizz: the recipient page's greeting. */
export function getViewerGreeting(uuid: string) {
  return request({ method: 'GET', url: `/rest/vid/${seg(uuid)}/fizz` }, viewerFizzResponseSchema);
}

/** GET /rest/fizz/{uuid}/stats */
export function getStats(uuid: string) {
  return request({ method: 'GET', url: `/rest/fizz/${seg(uuid)}/stats` }, statsSchema);
}

/** POST /rest/vid/{uuid}/likes {isAdd}. A visitor with no session keeps the anonymous one the server answers. */
export async function setLike(uuid: string, isAdd: boolean) {
  const data = await request({ method: 'POST', url: `/rest/vid/${seg(uuid)}/likes`, data: { isAdd } }, likeResponseSchema);
  if (data.sessionId) startSession(data.sessionId, false);
  return data;
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
