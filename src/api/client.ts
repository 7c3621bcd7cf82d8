import type { z } from 'zod/mini';
import { env } from '@/shared/config/env';
import { SESSION_HEADER, clearSessionCookie, getSessionId } from '@/shared/lib/session';
import { yieldToMain } from '@/shared/lib/yieldToMain';
import { ApiError, MESSAGES, toApiError } from './errors';

/** Ordinary calls give up after this; uploads set their own (longer) timeout. */
export const API_TIMEOUT_MS = 30_000;

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** One /rest call as the request functions describe it. */
export interface RequestConfig {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** The query string (null and undefined values are left out). */
  params?: QueryParams;
  /** FormData or a Blob go as they are; anything else as JSON. */
  data?: unknown;
  timeout?: number;
  signal?: AbortSignal;
  /** The browser's real upload progress events. */
  onUploadProgress?: (event: { loaded: number; total: number | undefined }) => void;
}

/** A cache-buster the spec's GET calls carry (?cache={random}). */
export const cacheBust = () => Math.random().toString(36).slice(2);

export function requestUrl(url: string, params: QueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value != null) query.append(key, String(value));
  const search = query.toString();
  return `${env.apiBaseUrl}${url}${search ? (url.includes('?') ? '&' : '?') + search : ''}`;
}

/** The body as JSON, the raw text when it is not JSON, undefined when there is none. */
function readBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The one transport: XMLHttpRequest, because it is the only browser API with upload progress, and
 * it keeps an HTTP library out of every page's first load. Resolves with any HTTP answer; rejects
 * with an ApiError('network') when there was none, or an AbortError when the caller aborted.
 */
function send(config: RequestConfig): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const { signal, data } = config;
    if (signal?.aborted) return reject(new DOMException('aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open(config.method ?? 'GET', requestUrl(config.url, config.params));
    xhr.timeout = config.timeout ?? API_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    const sessionId = getSessionId();
    if (sessionId) xhr.setRequestHeader(SESSION_HEADER, sessionId);
    let body: XMLHttpRequestBodyInit | null = null;
    if (data instanceof FormData || data instanceof Blob) body = data;
    else if (data !== undefined) {
      body = JSON.stringify(data);
      xhr.setRequestHeader('Content-Type', 'application/json');
    }
    const progress = config.onUploadProgress;
    if (progress) xhr.upload.onprogress = (e) => progress({ loaded: e.loaded, total: e.lengthComputable ? e.total : undefined });
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, body: readBody(xhr.responseText) });
    };
    xhr.onerror = xhr.ontimeout = () => {
      settle();
      reject(new ApiError(MESSAGES.network, 'network'));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('aborted', 'AbortError'));
    };
    xhr.send(body);
  });
}

/**
 * Sends one call and returns its body parsed by `schema`. Any failure is an ApiError with the
 * spec's message; a 403 also clears the session cookie (only the session the call was sent with).
 */
export async function request<S extends z.ZodMiniType>(config: RequestConfig, schema: S): Promise<z.output<S>> {
  const sentWith = getSessionId();
  const { status, body } = await send(config);
  if (status === 403) clearSessionCookie(sentWith);
  // status 0: the browser got no HTTP answer it may show (a blocked or dropped exchange)
  const failure = toApiError(status === 0 ? undefined : status, body);
  if (failure) throw failure;
  // the check runs in a task of its own, not inside the answer's (a slow phone's Total Blocking Time)
  await yieldToMain();
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.warn(`Unexpected response from ${config.method ?? 'GET'} ${config.url}`, parsed.error.issues);
    throw new ApiError(MESSAGES.noBody, 'invalid-response', status, { cause: parsed.error });
  }
  return parsed.data;
}
