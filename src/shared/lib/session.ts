import Cookies from 'js-cookie';
import { drafts } from './drafts';
import { local, storageKeys } from './storage';
import { SESSION_COOKIE } from '@/shared/config/session';

/** Spec part 1 §9: the session cookie lasts 30 days. */
export const SESSION_COOKIE_DAYS = 30;

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((l) => l());

export function getSessionId(): string | undefined {
  return Cookies.get(SESSION_COOKIE) || undefined;
}

/** Signed in means both the session cookie and the account flag are present. */
export function isSignedIn(cookie = getSessionId(), accountFlag = local.get(storageKeys.isAccount)): boolean {
  return Boolean(cookie) && accountFlag === 'true';
}

/**
 * Spec part 1 §4: the cookie lasts 30 days; SameSite=Lax, and Secure when the app is served over https.
 * Removing passes them too: js-cookie removes a cookie only with the path it was set with.
 */
export function sessionCookieAttributes(protocol: string = window.location.protocol): Cookies.CookieAttributes {
  return { expires: SESSION_COOKIE_DAYS, sameSite: 'Lax', secure: protocol === 'https:', path: '/' };
}

/** Called on login or register. An anonymous session (isAccount false) keeps the cookie only. */
export function startSession(sessionId: string, isAccount: boolean): void {
  Cookies.set(SESSION_COOKIE, sessionId, sessionCookieAttributes());
  if (isAccount) local.set(storageKeys.isAccount, 'true');
  else local.remove(storageKeys.isAccount);
  notify();
}

/** Sign out: the cookie, both local flags and every kept draft go. The caller navigates to /login. */
export function endSession(): void {
  Cookies.remove(SESSION_COOKIE, sessionCookieAttributes());
  local.remove(storageKeys.isAccount);
  local.remove(storageKeys.greeting);
  drafts.clearAll();
  notify();
}

/**
 * Any 403 response: the server no longer knows the session the call was sent with, so the cookie
 * goes, unless it has changed since (a sign-in while the call was on its way): that session is new.
 */
export function clearSessionCookie(sentWith: string | undefined): void {
  const current = getSessionId();
  if (!current || current !== sentWith) return;
  Cookies.remove(SESSION_COOKIE, sessionCookieAttributes());
  notify();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
