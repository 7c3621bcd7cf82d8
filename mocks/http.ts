import { HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { LIMITS } from '@/shared/config/limits';
import { SESSION_HEADER } from '@/shared/config/session';
import { getDb } from './db/store';
import type { DbState } from './db/types';

// zod/mini loads no locale (its messages read 'Invalid input'); the refusals below quote zod's
// English messages ('Too big: expected number to be <=4'), so the fake server loads them.
z.config(z.locales.en());

type User = DbState['users'][number];
type Session = DbState['sessions'][number];

/** Every handler path goes through this, so the same handlers serve any API origin. */
export const rest = (path: string) => `*/rest${path}`;

/**
 * A schema input without its index signatures, all the way down: loose schemas (`z.looseObject`)
 * accept extra keys, but the keys they name are still checked, and rows typed as interfaces fit.
 */
export type Known<T> = T extends readonly (infer U)[]
  ? Known<U>[]
  : T extends object
    ? { [K in keyof T as string extends K ? never : number extends K ? never : K]: Known<T[K]> }
    : T;

/** An answer's fields besides `status`, checked against the api schema's input. */
export type Answer<T> = Known<{ [K in keyof T as K extends 'status' ? never : K]: T[K] }>;

/**
 * A success answer: {status: 'success', ...body}. Name the api schema's input to have the body
 * checked against it: `ok<z.input<typeof greetingListResponseSchema>>({ items, noFizzCards })`.
 */
export function ok<T extends object = Record<string, unknown>>(body?: Answer<T>, init?: ResponseInit) {
  return HttpResponse.json({ status: 'success' as const, ...(body ?? {}) }, init);
}

/** A refusal: {status: 'error', message}. Throw it from a resolver (msw answers with it) or return it. */
export function fail(message: string, httpStatus = 400) {
  return HttpResponse.json({ status: 'error' as const, message }, { status: httpStatus });
}

export const NOT_SIGNED_IN = 'Please sign in to continue.';

/** The session named by the request's session header, if the server knows it. */
export function sessionOf(request: Request): Session | undefined {
  const id = request.headers.get(SESSION_HEADER);
  return id ? getDb().sessions.find((s) => s.id === id) : undefined;
}

/** The signed-in user behind the request, or undefined (no session, or an anonymous one). */
export function userOf(request: Request): User | undefined {
  const session = sessionOf(request);
  return session?.userId == null ? undefined : getDb().users.find((u) => u.id === session.userId);
}

/** Account calls: without a known session the answer is 403 (which also clears the client's cookie). */
export function requireUser(request: Request): User {
  const user = userOf(request);
  if (!user) throw fail(NOT_SIGNED_IN, 403);
  return user;
}

// ---------------------------------------------------------------- bodies

export const BODY_NOT_JSON = 'The request body must be JSON.';
export const BODY_TOO_LARGE = `The request body is too large: it can be at most ${LIMITS.jsonBodyBytes / (1024 * 1024)} MB.`;

/**
 * Reads and validates a JSON body. Over LIMITS.jsonBodyBytes is refused with 413 (by its declared
 * length before reading, then by what arrived); a bad one with 400 and the first problem's message.
 */
export async function readJson<S extends z.ZodMiniType>(request: Request, schema: S): Promise<z.output<S>> {
  if (Number(request.headers.get('content-length')) > LIMITS.jsonBodyBytes) throw fail(BODY_TOO_LARGE, 413);
  const bytes = await request.clone().arrayBuffer();
  if (bytes.byteLength > LIMITS.jsonBodyBytes) throw fail(BODY_TOO_LARGE, 413);
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw fail(BODY_NOT_JSON);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
    throw fail(`Invalid request. ${where}${issue.message}`);
  }
  return parsed.data;
}

/** The first text field over its limit, as a refusal message; null when all fit. */
export function tooLong(
  fields: readonly (readonly [label: string, value: string | null | undefined, max: number])[],
): string | null {
  for (const [label, value, max] of fields) {
    if (value != null && value.length > max) return `${label} can be at most ${max.toLocaleString('en-US')} characters.`;
  }
  return null;
}

/** Refuses (400) the first text field over its limit. */
export function requireFits(...fields: (readonly [label: string, value: string | null | undefined, max: number])[]): void {
  const refusal = tooLong(fields);
  if (refusal) throw fail(refusal);
}

// ---------------------------------------------------------------- ids

/** Ids longer than this are not ours (15 digits stay exact as a JavaScript number). */
export const MAX_ID_DIGITS = 15;
const PLAIN_DECIMAL = /^[1-9][0-9]*$/;

/**
 * A plain decimal id ('1001'), else null: no sign, no leading zero, no spaces, no hex, exponent or
 * fraction ('0x3E9', '+1001', '01001', ' 1001', '1001.0', '1e3' are not ids).
 */
export function parseId(value: unknown): number | null {
  const raw = Array.isArray(value) ? (value as unknown[])[0] : value;
  if (typeof raw !== 'string' || raw.length > MAX_ID_DIGITS || !PLAIN_DECIMAL.test(raw)) return null;
  return Number(raw);
}

/** An id path or query parameter, or the not-found refusal (404): every handler reads ids with this. */
export function numericParam(value: string | readonly string[] | null | undefined, what = 'item'): number {
  const id = parseId(value);
  if (id === null) throw fail(`We couldn't find that ${what}.`, 404);
  return id;
}
