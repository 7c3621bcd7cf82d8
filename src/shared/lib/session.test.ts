import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { endSession, getSessionId, isSignedIn, sessionCookieAttributes, startSession, clearSessionCookie } from './session';
import { drafts } from './drafts';
import { SESSION_COOKIE } from '@/shared/config/session';
import { local, storageKeys } from './storage';

describe('isSignedIn: both the session cookie and the account flag', () => {
  it.each([
    ['cookie and flag', 'abc', 'true', true],
    ['cookie only (anonymous session)', 'abc', null, false],
    ['flag only (cookie expired)', undefined, 'true', false],
    ['neither', undefined, null, false],
    ['flag not "true"', 'abc', 'false', false],
  ])('%s → %s', (_, cookie, flag, expected) => {
    expect(isSignedIn(cookie, flag)).toBe(expected);
  });
});

describe('session lifecycle', () => {
  it('login sets the cookie and the account flag; sign out clears the cookie, both local flags and every draft', () => {
    startSession('s-1', true);
    local.set(storageKeys.greeting, JSON.stringify({ id: 1, img: '/x.jpg' }));
    drafts.write('personalise:change:1001', { 1: 'typed by this account' });
    expect(getSessionId()).toBe('s-1');
    expect(isSignedIn()).toBe(true);

    endSession();
    expect(Cookies.get(SESSION_COOKIE)).toBeUndefined();
    expect(local.get(storageKeys.isAccount)).toBeNull();
    expect(local.get(storageKeys.greeting)).toBeNull();
    expect(drafts.read('personalise:change:1001')).toBeNull();
    expect(isSignedIn()).toBe(false);
  });

  it.each([
    ['a plain id', 'sess-demo'],
    ['characters a cookie cannot carry as they are', 'a b;c=d%e'],
  ])('%s reads back as written', (_, id) => {
    startSession(id, true);
    expect(getSessionId()).toBe(id);
    expect(Cookies.get(SESSION_COOKIE)).toBe(id);
  });

  it('another cookie whose name ends the same is not the session', () => {
    document.cookie = `x${SESSION_COOKIE}=other; path=/`;
    expect(getSessionId()).toBeUndefined();
  });

  it('an anonymous session keeps the cookie but is not signed in', () => {
    startSession('anon', false);
    expect(getSessionId()).toBe('anon');
    expect(isSignedIn()).toBe(false);
  });

  it('a 403 clears only the cookie', () => {
    startSession('s-2', true);
    clearSessionCookie('s-2');
    expect(getSessionId()).toBeUndefined();
    expect(isSignedIn()).toBe(false);
  });

  it('a 403 for another session than the current one (sent before a sign-in) changes nothing', () => {
    startSession('s-new', true);
    clearSessionCookie(undefined);
    clearSessionCookie('s-old');
    expect(getSessionId()).toBe('s-new');
    expect(isSignedIn()).toBe(true);
  });
});

describe('the session cookie (spec part 1 §4): 30 days, SameSite=Lax, Secure on https', () => {
  it.each([
    ['https:', true],
    ['http:', false],
  ])('served over %s → secure %s', (protocol, secure) => {
    expect(sessionCookieAttributes(protocol)).toEqual({ expires: 30, sameSite: 'Lax', secure, path: '/' });
  });

  it('login sets the cookie with those attributes', () => {
    const written: string[] = [];
    const set = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
    startSession('s-3', true);
    set.mockRestore();
    const [cookie] = written;
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=s-3; path=/; expires=[^;]+; sameSite=Lax$`));
    const expires = Date.parse(cookie.match(/expires=([^;]+)/)![1]);
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(30);
  });
});
