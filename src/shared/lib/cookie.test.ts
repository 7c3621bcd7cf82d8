import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, removeCookie, writeCookie } from './cookie';

afterEach(() => ['a', 'b', 'sessionId'].forEach((n) => Cookies.remove(n, { path: '/' })));

describe('cookie: read, write, remove', () => {
  it.each([
    ['a plain value', 'sess-demo'],
    ['characters a cookie cannot carry as they are', 'a b;c=d%e'],
    ['an empty string', ''],
  ])('%s reads back as written (and as js-cookie reads it)', (_, value) => {
    writeCookie('a', value, { expires: 30, sameSite: 'Lax' });
    expect(readCookie('a')).toBe(value);
    expect(Cookies.get('a')).toBe(value);
  });

  it('finds the named cookie among others, not one whose name ends the same', () => {
    document.cookie = 'xa=1; path=/';
    writeCookie('b', '2');
    writeCookie('a', '3');
    expect([readCookie('a'), readCookie('b'), readCookie('missing')]).toEqual(['3', '2', undefined]);
    Cookies.remove('xa', { path: '/' });
  });

  it('remove deletes it', () => {
    writeCookie('sessionId', 'x', { expires: 30 });
    removeCookie('sessionId');
    expect(readCookie('sessionId')).toBeUndefined();
  });

  it('a cookie the app did not encode is still read', () => {
    document.cookie = 'a=%E0%A4%A; path=/'; // a broken escape
    expect(readCookie('a')).toBe('%E0%A4%A');
  });
});
