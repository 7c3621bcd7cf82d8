import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { SESSION_HEADER } from '../src/shared/lib/session';
import { getDb } from './db/store';
import type { DbState } from './db/types';

type User = DbState['users'][number];
type Session = DbState['sessions'][number];

/** Every handler path goes through this, so the same handlers serve any API origin. */
export const rest = (path: string) => `*/rest${path}`;

/** A success answer: {status: 'success', ...body}. */
export function ok<T extends Record<string, unknown>>(body?: T, init?: ResponseInit) {
  return HttpResponse.json({ status: 'success' as const, ...(body ?? ({} as T)) }, init);
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

/** Reads and validates a JSON body; a bad one is refused with the first problem's message. */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    raw = await request.clone().json();
  } catch {
    throw fail('The request body must be JSON.');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
    throw fail(`Invalid request. ${where}${issue.message}`);
  }
  return parsed.data;
}

/** A numeric path parameter, or a 404 refusal. */
export function numericParam(value: string | readonly string[] | undefined, what = 'item'): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  if (!Number.isInteger(n) || n <= 0) throw fail(`We couldn't find that ${what}.`, 404);
  return n;
}
