// The three cookie operations the app needs. Every page's first load carries them, so they are a
// few lines here rather than a library (js-cookie stays a test helper).

export type CookieAttributes = { expires?: number; sameSite?: 'Lax' | 'Strict' | 'None'; secure?: boolean; path?: string };

export function readCookie(name: string): string | undefined {
  for (const part of document.cookie ? document.cookie.split('; ') : []) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at) === name) {
      try {
        return decodeURIComponent(part.slice(at + 1));
      } catch {
        return part.slice(at + 1);
      }
    }
  }
  return undefined;
}

/** `expires` in days, as js-cookie took it. */
export function writeCookie(name: string, value: string, { expires, sameSite, secure, path = '/' }: CookieAttributes = {}): void {
  let cookie = `${name}=${encodeURIComponent(value)}; path=${path}`;
  if (expires !== undefined) cookie += `; expires=${new Date(Date.now() + expires * 86_400_000).toUTCString()}`;
  if (sameSite) cookie += `; samesite=${sameSite}`;
  if (secure) cookie += '; secure';
  document.cookie = cookie;
}

export function removeCookie(name: string, path = '/'): void {
  writeCookie(name, '', { expires: -1, path });
}
