import { http, HttpResponse, type HttpHandler } from 'msw';

/** The three faults every call meets (issue 20 §1). */
export type Fault = 'refusal' | 'network' | 'malformed';
export const FAULTS: readonly Fault[] = ['refusal', 'network', 'malformed'];

/** What the refusal says: the user must see exactly this, unless the spec names another text. */
export const REFUSAL_MESSAGE = 'Refused by the fault matrix';

/**
 * A malformed body (200). 'schema': JSON that says success but has none of the fields the call's
 * zod schema needs (the parse fails). 'no-status': JSON with neither status nor message
 * (`{ unexpected: true }`), for screens that tell a server message from its absence. 'text': a body
 * that is not JSON at all (a proxy's HTML page), for calls whose answer is not read: for them a
 * success with odd fields is still a success.
 */
export type Malformed = 'schema' | 'no-status' | 'text';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Which requests are the call: method, path pattern (':name' is one segment) and a query test. */
export type CallMatch = {
  method: Method;
  path: string;
  /** Tells calls apart that share a path (?screen=inviteCode, ?type=invite, ?result=skip, /fizz/list…). */
  where?: (url: URL) => boolean;
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function pathRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : escape(part)))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** Is this request the call? Pure: the inventory test checks every case against its sample URL. */
export function isCall(match: CallMatch, method: string, url: URL): boolean {
  return method.toUpperCase() === match.method && pathRegExp(match.path).test(url.pathname) && (match.where?.(url) ?? true);
}

/** The answer a fault gives. */
export function faultResponse(fault: Fault, malformed: Malformed): Response {
  switch (fault) {
    case 'refusal':
      // the fake server's own refusal shape (mocks/http.ts fail()): a JSON error with a message
      return HttpResponse.json({ status: 'error', message: REFUSAL_MESSAGE }, { status: 400 });
    case 'network':
      return HttpResponse.error();
    case 'malformed':
      if (malformed === 'schema') return HttpResponse.json({ status: 'success', unexpected: true });
      if (malformed === 'no-status') return HttpResponse.json({ unexpected: true });
      return new HttpResponse('<!doctype html><title>Bad gateway</title><p>Upstream sent garbage', {
        status: 200,
        headers: { 'Content-Type': 'text/html' },
      });
  }
}

/**
 * The requests a case's call received. Once `healed`, the fault is off: the call is still counted
 * but the fake server answers it (a retry then shows whether the screen recovers).
 */
export type Hits = { count: number; urls: string[]; healed: boolean };

/**
 * One msw handler that answers only the call (every other request falls through to the fake
 * server) with the fault, and counts what it saw.
 */
export function faultHandler(match: CallMatch, fault: Fault, malformed: Malformed, hits: Hits): HttpHandler {
  const method = match.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](`*${match.path}`, ({ request }) => {
    const url = new URL(request.url);
    if (!isCall(match, request.method, url)) return undefined;
    hits.count += 1;
    hits.urls.push(`${request.method} ${url.pathname}${url.search}`);
    return hits.healed ? undefined : faultResponse(fault, malformed);
  });
}
