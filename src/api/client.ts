import axios, { type AxiosRequestConfig, isAxiosError } from 'axios';
import type { z } from 'zod';
import { env } from '../shared/config/env';
import { SESSION_HEADER, clearSessionCookie, getSessionId } from '../shared/lib/session';
import { ApiError, MESSAGES, toApiError } from './errors';

/** Ordinary calls give up after this; uploads set their own (longer) timeout. */
export const API_TIMEOUT_MS = 30_000;

export const http = axios.create({
  baseURL: env.apiBaseUrl,
  timeout: API_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
  // the status field decides success, and a non-2xx body still carries the message
  validateStatus: () => true,
});

http.interceptors.request.use((config) => {
  const sessionId = getSessionId();
  if (sessionId) config.headers.set(SESSION_HEADER, sessionId);
  return config;
});

/** A cache-buster the spec's GET calls carry (?cache={random}). */
export const cacheBust = () => Math.random().toString(36).slice(2);

/**
 * Sends one call and returns its body parsed by `schema`. Any failure is an ApiError with the
 * spec's message; a 403 also clears the session cookie.
 */
export async function request<S extends z.ZodType>(config: AxiosRequestConfig, schema: S): Promise<z.output<S>> {
  let status: number | undefined;
  let body: unknown;
  const sentWith = getSessionId();
  try {
    const res = await http.request<unknown>(config);
    status = res.status;
    body = res.data;
  } catch (error) {
    if (isAxiosError(error) && error.response) {
      status = error.response.status;
      body = error.response.data;
    } else if (axios.isCancel(error)) {
      throw error;
    } else {
      throw new ApiError(MESSAGES.network, 'network', undefined, { cause: error });
    }
  }
  if (status === 403) clearSessionCookie(sentWith);
  const failure = toApiError(status, body);
  if (failure) throw failure;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.warn(`Unexpected response from ${config.method ?? 'GET'} ${config.url}`, parsed.error.issues);
    throw new ApiError(MESSAGES.noBody, 'invalid-response', status, { cause: parsed.error });
  }
  return parsed.data;
}
