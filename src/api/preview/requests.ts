import { cacheBust, request } from '@/api/client';
import { confirmFinalizeCheckSchema, finalizeSchema, greetingDetailSchema, lockdownSchema, processSchema } from './schemas';

/**
 * The thank-you pages' GET (path and query), written once: the calls below encode their values; a
 * route's read (reads.ts) passes its pattern's `:params`, which makes the call the start sends.
 */
export const previewUrls = {
  greetingDetail: (greetingId: string) => `/rest/fizz/${greetingId}/detail`,
};

type Id = string | number;
const seg = (v: Id) => encodeURIComponent(String(v));

/** PUT /rest/fizz/{id}/new-finalize: queues the stitched preview (a locked greeting is left as it is). */
export function newFinalize(greetingId: Id) {
  return request({ method: 'PUT', url: `/rest/fizz/${seg(greetingId)}/new-finalize` }, finalizeSchema);
}

/** GET /rest/fizz/process/{id}?cache=: processing state; polled every 3 s until isDone. */
export function getProcess(greetingId: Id) {
  return request({ method: 'GET', url: `/rest/fizz/process/${seg(greetingId)}`, params: { cache: cacheBust() } }, processSchema);
}

/** POST /rest/fizz/{id}/confirm-finalize-check: refused once the greeting is locked. */
export function confirmFinalizeCheck(greetingId: Id) {
  return request({ method: 'POST', url: `/rest/fizz/${seg(greetingId)}/confirm-finalize-check` }, confirmFinalizeCheckSchema);
}

/** POST /rest/fizz/{id}/lockdown: finishes (locks) the greeting for good. */
export function lockdown(greetingId: Id) {
  return request({ method: 'POST', url: `/rest/fizz/${seg(greetingId)}/lockdown` }, lockdownSchema);
}

/** GET /rest/fizz/{fizzId}/detail: the greeting for the thank-you pages. */
export function getGreetingDetail(greetingId: Id) {
  return request({ method: 'GET', url: previewUrls.greetingDetail(seg(greetingId)) }, greetingDetailSchema);
}
