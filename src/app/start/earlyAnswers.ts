import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { Transport } from '@/api/transport';
import { SESSION_HEADER } from '@/shared/config/session';
import { EARLY_CALLS } from './startGlobals';

/** A GET sent by index.html's start script, for the API client to take over. */
export interface EarlyCall {
  /** The session the call was sent with (none: undefined). */
  session: string | undefined;
  /** When it was sent (performance.now()). */
  at: number;
  answer: Promise<{ status: number; body: string; type: string }>;
}

export type EarlyCalls = Record<string, EarlyCall>;

/** An answer older than this is not taken: the page asks again. */
const FRESH_MS = 30_000;

/** A call's identity: its path and query without the cache-buster, in one order. */
export function callKey(url: string, params?: Record<string, unknown>): string {
  const parsed = new URL(url, 'http://x');
  for (const [name, value] of Object.entries(params ?? {})) if (value != null) parsed.searchParams.set(name, String(value));
  parsed.searchParams.delete('cache');
  parsed.searchParams.sort();
  return parsed.pathname + parsed.search;
}

/** The calls index.html's start sent (none in a mock build, or on a route it does not start). */
export const earlyCallsOnPage = (): EarlyCalls | undefined =>
  (window as unknown as Record<string, EarlyCalls | undefined>)[EARLY_CALLS];

function takeEarlyCall(calls: EarlyCalls, config: InternalAxiosRequestConfig): EarlyCall | undefined {
  if ((config.method ?? 'get').toLowerCase() !== 'get') return undefined;
  const key = callKey(config.url ?? '', config.params as Record<string, unknown> | undefined);
  const match = Object.keys(calls).find((url) => callKey(url) === key);
  if (!match) return undefined;
  const call = calls[match];
  delete calls[match]; // taken once: a later read of the same data asks the server
  const session = config.headers.get(SESSION_HEADER);
  const fresh = performance.now() - call.at <= FRESH_MS;
  return fresh && call.session === (typeof session === 'string' ? session : undefined) ? call : undefined;
}

/**
 * The API client's transport at the start: a GET the page's start already sent (as the HTML
 * arrived) is answered by that call; anything else, or an early call that failed, goes to `send`.
 * No axios code here (its types only), so this stays out of the API's chunk and the entry stays small.
 */
export const withEarlyAnswers =
  (calls: EarlyCalls): Transport =>
  (send) =>
  async (config) => {
    const early = takeEarlyCall(calls, config);
    if (!early) return send(config);
    try {
      const { status, body, type } = await early.answer;
      // axios makes AxiosHeaders of these itself
      const response: AxiosResponse = {
        data: body,
        status,
        statusText: '',
        headers: { 'content-type': type },
        config,
        request: null,
      };
      return response;
    } catch {
      return send(config);
    }
  };
