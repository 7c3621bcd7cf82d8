import { request } from '@/api/client';
import { okSchema } from '@/api/common/schemas';
import {
  actorInfoResponseSchema,
  authResponseSchema,
  contactResponseSchema,
  offerInfoResponseSchema,
  resetViewAlertResponseSchema,
  type ChangePasswordPayload,
  type ContactPayload,
  type LoginPayload,
  type MessageLogPayload,
  type RegisterPayload,
  type SendPasswordLinkPayload,
} from './schemas';

/**
 * The offer and trial GETs (path and query), written once: the calls below encode their values; a
 * route's read (reads.ts) passes its pattern's `:params`, which makes the call the start sends.
 */
export const userUrls = {
  actorInfo: (interested: boolean) => (interested ? '/rest/user/actor-info?result=interested' : '/rest/user/actor-info'),
  offerInfo: (page: 'login' | 'register') => `/rest/offer/info?page=${page}`,
};

const enc = (v: string | number) => encodeURIComponent(String(v));

/** POST /rest/user/login?type=site */
export function login(payload: LoginPayload) {
  return request({ method: 'POST', url: '/rest/user/login', params: { type: 'site' }, data: payload }, authResponseSchema);
}

/** POST /rest/user/register-react?type=web&screen={from} */
export function register(payload: RegisterPayload, screen: string) {
  return request(
    { method: 'POST', url: '/rest/user/register-react', params: { type: 'web', screen }, data: payload },
    authResponseSchema,
  );
}

/** POST /rest/user/send-password-link: the body is not read. */
export function sendPasswordLink(payload: SendPasswordLinkPayload) {
  return request({ method: 'POST', url: '/rest/user/send-password-link', data: payload }, okSchema);
}

/** PUT /rest/user/register-password/{otp}: a new password from an emailed link (no session needed). */
export function changePasswordByOtp(otp: string, password: string) {
  const body: ChangePasswordPayload = { user: { password }, password, otp };
  return request({ method: 'PUT', url: `/rest/user/register-password/${enc(otp)}`, data: body }, okSchema);
}

/** PUT /rest/user/settings: a signed-in user's new password. */
export function changePasswordSignedIn(password: string) {
  const body: ChangePasswordPayload = { user: { password }, password };
  return request({ method: 'PUT', url: '/rest/user/settings', data: body }, okSchema);
}

/** GET /rest/user/actor-info; `interested` marks the trial register visit (?result=interested). */
export function getActorInfo(options: { interested?: boolean } = {}) {
  return request({ method: 'GET', url: userUrls.actorInfo(Boolean(options.interested)) }, actorInfoResponseSchema);
}

/** GET /rest/user/actor-info?result=skip: the invitee skipped or closed the offer. */
export function skipActorOffer() {
  return request({ method: 'GET', url: '/rest/user/actor-info', params: { result: 'skip' } }, okSchema);
}

/** POST /rest/user/actor-info?uuid={uuid}: redeems the trial offer of an invite; the result is unused. */
export function redeemActorOffer(uuid: string) {
  return request({ method: 'POST', url: '/rest/user/actor-info', params: { uuid } }, okSchema);
}

/** GET /rest/offer/info?page=login|register */
export function getOfferInfo(page: 'login' | 'register') {
  return request({ method: 'GET', url: userUrls.offerInfo(page) }, offerInfoResponseSchema);
}

/** POST /rest/message/log: a client-side message for the server's log; the answer is not read. */
export function logMessage(payload: MessageLogPayload) {
  return request({ method: 'POST', url: '/rest/message/log', data: payload }, okSchema);
}

/** PUT /rest/user: the invitee contact form; the answer says where to go next. */
export function updateContact(payload: ContactPayload) {
  return request({ method: 'PUT', url: '/rest/user', data: payload }, contactResponseSchema);
}

/** POST /rest/fizz/{fizzId}/reset-view-alert {viewedOtp} → img */
export function resetViewAlert(greetingId: string | number, viewedOtp: string) {
  return request(
    { method: 'POST', url: `/rest/fizz/${enc(greetingId)}/reset-view-alert`, data: { viewedOtp } },
    resetViewAlertResponseSchema,
  );
}
