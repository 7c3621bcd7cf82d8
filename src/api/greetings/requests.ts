import { env } from '@/shared/config/env';
import { okSchema } from '@/api/common/schemas';
import { request } from '@/api/client';
import {
  encodePreviewText,
  greetingIdResponseSchema,
  greetingListResponseSchema,
  greetingPersonalizeResponseSchema,
  inviteCodeResponseSchema,
  personalizeResponseSchema,
  type CreateGreetingBody,
  type InviteIntent,
  type UpdateGreetingBody,
} from './schemas';

/**
 * A greeting's reads (GETs, and personalise's POST), path and query, written once: the calls below
 * encode their values; a route's read (reads.ts) passes its pattern's `:params`, which makes the
 * call the start sends.
 */
export const greetingUrls = {
  personalize: (taId: string) => `/rest/theme-animation/${taId}`,
  personalizeChange: (greetingId: string) => `/rest/fizz/${greetingId}?screen=personalize`,
  list: () => '/rest/fizz/list',
  inviteCode: (greetingId: string) => `/rest/fizz/${greetingId}?screen=inviteCode`,
};

type Id = string | number;
const seg = (v: Id) => encodeURIComponent(String(v));

/**
 * GET /rest/theme-animation/{taId}/image-preview/{index}/{encodedText}: the URL of one preview
 * image of the personalised text (an <img src>, so it carries the API origin). The text is
 * encoded as one safe path segment (see encodePreviewText): emoji, HTML, slashes, dots and long
 * texts never break the URL. Signature kept stable: the editor uses it too.
 */
export function imagePreviewUrl(taId: Id, index: number, text: string): string {
  return `${env.apiBaseUrl}/rest/theme-animation/${seg(taId)}/image-preview/${Math.max(0, Math.trunc(index))}/${encodePreviewText(text)}`;
}

/**
 * PUT /rest/fizz/{fizzId}: saves a greeting's special fields (the change variant of personalise,
 * and the editor's 'Edit My Video Greeting' view). Answers the id. Signature kept stable.
 */
export const updateGreeting = (greetingId: Id, body: UpdateGreetingBody) =>
  request({ method: 'PUT', url: `/rest/fizz/${seg(greetingId)}`, data: body }, greetingIdResponseSchema);

/** POST /rest/fizz: creates the greeting from a personalised template. Answers the new id. */
export const createGreeting = (body: CreateGreetingBody) =>
  request({ method: 'POST', url: '/rest/fizz', data: body }, greetingIdResponseSchema);

/**
 * POST /rest/theme-animation/{taId}?key=: the personalize response (special-field groups, preview
 * image count, unlocked physical cards, box-set alert). In a card-scan flow the card's key goes
 * along as qrKey (the spec is silent; the server uses it for the box-set alert).
 */
export const personalize = (taId: Id, opts: { key?: string | null; qrKey?: string | null } = {}) =>
  request(
    {
      method: 'POST',
      url: greetingUrls.personalize(seg(taId)),
      params: { ...(opts.key ? { key: opts.key } : {}), ...(opts.qrKey ? { qrKey: opts.qrKey } : {}) },
    },
    personalizeResponseSchema,
  );

/** GET /rest/fizz/{fizzId}?screen=personalize: a greeting's template and text for /change/{fizzId}. */
export const getGreetingPersonalize = (greetingId: Id) =>
  request({ method: 'GET', url: greetingUrls.personalizeChange(seg(greetingId)) }, greetingPersonalizeResponseSchema);

/** GET /rest/fizz/list: the user's projects (items) and QR cards without a project (noFizzCards). */
export const getGreetingList = () => request({ method: 'GET', url: greetingUrls.list() }, greetingListResponseSchema);

/** DELETE /rest/fizz/{id}: only success or failure is read. */
export const deleteGreeting = (greetingId: Id) => request({ method: 'DELETE', url: `/rest/fizz/${seg(greetingId)}` }, okSchema);

/** GET /rest/fizz/{fizzId}?screen=inviteCode: the invite link and the sample invitation text. */
export const getInviteCode = async (greetingId: Id) =>
  (await request({ method: 'GET', url: greetingUrls.inviteCode(seg(greetingId)) }, inviteCodeResponseSchema)).item;

/** POST /rest/tracking/best/invite-intent?fizzId=: which invite action was used. The answer is not read. */
export const trackInviteIntent = (greetingId: Id, value: InviteIntent) =>
  request(
    { method: 'POST', url: '/rest/tracking/best/invite-intent', params: { fizzId: greetingId }, data: { value } },
    okSchema,
  );
