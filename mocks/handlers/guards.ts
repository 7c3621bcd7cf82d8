// Bad requests that no resource handler should see: a path whose percent-encoding is broken (msw
// would throw decoding its parameters: a 500) is a 400; a known path asked with a method it does
// not take is a 405 naming the methods it does take. Both answer JSON, like every refusal.
import { http, HttpHandler, matchRequestUrl, type RequestHandler } from 'msw';
import { fail } from '../http';

export const MALFORMED_PATH = 'The request path is not valid: it has broken percent-encoding.';

/** Paths the fake server answers with parameters (which msw decodes). */
const SERVED = /\/(rest|mock-media)\//;

/**
 * The decoded path, or null when its percent-encoding is broken ('%E0%A4%A', a lone '%'). The
 * result is returned, not thrown away: a minifier drops an unused decodeURIComponent() call as pure.
 */
export function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

export const isMalformedPath = (pathname: string): boolean => decodedPath(pathname) === null;

/** First in the list: refuses a malformed path before any handler tries to read its parameters. */
export const malformedPathGuard = http.all(
  ({ request }) => {
    const { pathname } = new URL(request.url);
    return SERVED.test(pathname) && isMalformedPath(pathname);
  },
  () => fail(MALFORMED_PATH),
);

/** The methods the handlers take on this URL (catch-alls, which take any method, left out). */
export function allowedMethods(handlers: readonly RequestHandler[], url: URL): string[] {
  const methods = new Set<string>();
  for (const handler of handlers) {
    if (!(handler instanceof HttpHandler)) continue;
    const { method, path } = handler.info;
    if (typeof method !== 'string' || typeof path !== 'string') continue;
    if (matchRequestUrl(url, path).matches) methods.add(method.toUpperCase());
  }
  return [...methods].sort();
}

/** Last in the list: a known path with another method is 405 (with Allow); anything else 404. */
export function unknownCall(handlers: () => readonly RequestHandler[]): HttpHandler {
  return http.all('*/rest/*', ({ request }) => {
    const url = new URL(request.url);
    const allowed = allowedMethods(handlers(), url);
    if (allowed.length) {
      const refusal = fail(`${request.method} is not allowed here. ${url.pathname} takes ${allowed.join(', ')}.`, 405);
      refusal.headers.set('Allow', allowed.join(', '));
      return refusal;
    }
    return fail(`Unknown call: ${request.method} ${url.pathname}`, 404);
  });
}
