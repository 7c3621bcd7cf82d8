import axios, { type AxiosInstance } from 'axios';
import type { z } from 'zod/mini';
import { env } from '@/shared/config/env';
import { SESSION_HEADER } from '@/shared/config/session';
import { clearSessionCookie, getSessionId } from '@/shared/lib/session';
import { ApiError, MESSAGES, toApiError } from './errors';
import { providedTransport, type Transport } from './transport';

/** Ordinary calls give up after this; uploads set their own (longer) timeout. */
export const API_TIMEOUT_MS = 30_000;

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** One /rest call as the request functions describe it. */
export interface RequestConfig {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** The query string (axios leaves out null and undefined values). */
  params?: QueryParams;
  /** FormData or a Blob go as they are; anything else as JSON (axios's defaults). */
  data?: unknown;
  timeout?: number;
  signal?: AbortSignal;
  /** The browser's real upload progress events (axios's XHR adapter). */
  onUploadProgress?: (event: { loaded: number; total: number | undefined }) => void;
}

/** An axios instance sending through `transport` (axios's own adapter, wrapped: src/api/transport.ts). */
function createAxios(transport: Transport): AxiosInstance {
  // every HTTP answer resolves: toApiError, not the status, decides what failed (the spec's messages)
  const api = axios.create({
    baseURL: env.apiBaseUrl,
    timeout: API_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
    validateStatus: () => true,
    adapter: transport(axios.getAdapter(axios.defaults.adapter)),
  });
  api.interceptors.request.use((config) => {
    const sessionId = getSessionId();
    if (sessionId) config.headers.set(SESSION_HEADER, sessionId);
    return config;
  });
  // a 403: the server no longer knows the session this call carried (a newer one is left alone)
  api.interceptors.response.use((response) => {
    const sentWith = response.config.headers.get(SESSION_HEADER);
    if (response.status === 403) clearSessionCookie(typeof sentWith === 'string' ? sentWith : undefined);
    return response;
  });
  return api;
}

/** A cache-buster the spec's GET calls carry (?cache={random}). */
export const cacheBust = () => Math.random().toString(36).slice(2);

/** No HTTP answer: the caller's abort stays an AbortError (callers recognise it), anything else is the network. */
function transportError(error: unknown, signal: AbortSignal | undefined): Error {
  if (axios.isCancel(error) || signal?.aborted) return new DOMException('aborted', 'AbortError');
  return new ApiError(MESSAGES.network, 'network', undefined, { cause: error });
}

/** The API client: `request` sends one call through `transport` and returns its body parsed by a schema. */
export function createApiClient(transport: Transport = providedTransport()) {
  const api = createAxios(transport);
  return { request: <S extends z.ZodMiniType>(config: RequestConfig, schema: S) => send(api, config, schema) };
}

let client: ReturnType<typeof createApiClient> | undefined;

/**
 * Sends one call and returns its body parsed by `schema`. Any failure is an ApiError with the
 * spec's message. The app's one client is made at its first call, with the transport the app gave.
 */
export function request<S extends z.ZodMiniType>(config: RequestConfig, schema: S): Promise<z.output<S>> {
  client ??= createApiClient();
  return client.request(config, schema);
}

async function send<S extends z.ZodMiniType>(api: AxiosInstance, config: RequestConfig, schema: S): Promise<z.output<S>> {
  // callers see { loaded, total } only: axios's progress event carries its own extras (rate, ETA)
  const { onUploadProgress: progress, ...rest } = config;
  const response = await api
    .request({ ...rest, onUploadProgress: progress && (({ loaded, total }) => progress({ loaded, total })) })
    .catch((error: unknown) => {
      throw transportError(error, config.signal);
    });
  const failure = toApiError(response.status, response.data);
  if (failure) throw failure;
  const parsed = schema.safeParse(response.data);
  if (!parsed.success) {
    console.warn(`Unexpected response from ${config.method ?? 'GET'} ${config.url}`, parsed.error.issues);
    throw new ApiError(MESSAGES.noBody, 'invalid-response', response.status, { cause: parsed.error });
  }
  return parsed.data;
}
