// Who a recipient-page visitor is, and how often they may count: the device ids the fake server
// issues and signs, the rate limits on likes and on new ids, and the view re-count rule. The rules
// are pure functions (tested as tables); the handlers in handlers/viewer.ts keep their state in the
// db (DbState.visitors), so a reset starts them afresh.
import type { VisitorState } from './db/types';

// ---------------------------------------------------------------- device ids

/**
 * A device id this server issued: 24 hex characters, a dash, and 32 hex characters of an HMAC-SHA-256
 * of the first part under the server's secret. It fits DEVICE_ID_PATTERN (the like body's deviceId),
 * so the wire shape stays; only an id the server signed names a visitor.
 */
const ISSUED_ID = /^([0-9a-f]{24})-([0-9a-f]{32})$/;

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

const keys = new Map<string, Promise<CryptoKey>>();
function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(secret, key);
  }
  return key;
}

async function signature(secret: string, id: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await keyFor(secret), new TextEncoder().encode(`device:${id}`));
  return hex(new Uint8Array(mac)).slice(0, 32);
}

/** A random secret for a new db (the device ids it signs are void after a reset). */
export function newSecret(): string {
  return hex(crypto.getRandomValues(new Uint8Array(32)));
}

/** A new device id, signed with `secret`. */
export async function issueDeviceId(secret: string): Promise<string> {
  const id = hex(crypto.getRandomValues(new Uint8Array(12)));
  return `${id}-${await signature(secret, id)}`;
}

/** The visitor a device id names ('device:{id}') when this server signed it; null for anything else (made up, forged, another db's). */
export async function verifiedDevice(secret: string, deviceId: string | null | undefined): Promise<string | null> {
  const match = deviceId ? ISSUED_ID.exec(deviceId) : null;
  if (!match) return null;
  const expected = await signature(secret, match[1]);
  // compared in full, whatever differs first (no early exit to time)
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ match[2].charCodeAt(i);
  return diff === 0 ? `device:${match[1]}` : null;
}

// ---------------------------------------------------------------- where a request comes from

/**
 * The header the HTTP fake server (server.ts) sets to the caller's socket address, replacing any the
 * caller sent. In the browser every call is the one visitor's, and there is no header: 'this-browser'.
 */
export const REMOTE_ADDRESS_HEADER = 'x-fake-server-remote-address';

export function addressOf(request: Request): string {
  return request.headers.get(REMOTE_ADDRESS_HEADER) || 'this-browser';
}

// ---------------------------------------------------------------- rate limits

export type RateLimit = { limit: number; windowMs: number };

/** New device ids per address per hour: a household's or an office's browsers each get one; a script does not get fifty. */
export const ISSUE_LIMIT: RateLimit = { limit: 10, windowMs: 60 * 60_000 };
/** Like presses per visitor per minute (a toggle pressed quickly is fine; a loop is not). */
export const LIKE_LIMIT_PER_VISITOR: RateLimit = { limit: 10, windowMs: 60_000 };
/** Like presses per address per minute, whoever they claim to be. */
export const LIKE_LIMIT_PER_ADDRESS: RateLimit = { limit: 30, windowMs: 60_000 };

/**
 * A sliding-window limit: one more hit at `now` is allowed when fewer than `limit` hits fall in the
 * last `windowMs`. Answers the hits to keep (older ones dropped; this one added only when allowed)
 * and, when refused, how long until the oldest hit leaves the window.
 */
export function rateCheck(
  hits: readonly number[],
  now: number,
  { limit, windowMs }: RateLimit,
): { allowed: boolean; hits: number[]; retryAfterMs: number } {
  const recent = hits.filter((t) => now - t < windowMs);
  if (recent.length >= limit) {
    const oldest = Math.min(...recent);
    return { allowed: false, hits: recent, retryAfterMs: windowMs - (now - oldest) };
  }
  return { allowed: true, hits: [...recent, now], retryAfterMs: 0 };
}

/** Takes one hit of `key` against `rule` in the db's state (call inside updateDb); false when over the limit. */
export function takeHit(
  state: VisitorState,
  key: string,
  now: number,
  rule: RateLimit,
): { allowed: boolean; retryAfterMs: number } {
  const { allowed, hits, retryAfterMs } = rateCheck(state.hits[key] ?? [], now, rule);
  if (hits.length) state.hits[key] = hits;
  else delete state.hits[key];
  return { allowed, retryAfterMs };
}

// ---------------------------------------------------------------- likes and views

/**
 * Spec part 2 §4: like is a toggle; one like per visitor however often they press. Whether the
 * visitor's like is there after `isAdd`, and whether anything changes.
 */
export function likeChange(has: boolean, isAdd: boolean): 'add' | 'remove' | 'none' {
  if (isAdd && !has) return 'add';
  if (!isAdd && has) return 'remove';
  return 'none';
}

/** Spec part 2 §4, §9: a view is counted again only after more than a minute. */
export const VIEW_RECOUNT_MS = 60_000;

/**
 * The server's view rule, per visitor and greeting: counted when this visitor's last counted view of
 * this greeting is more than a minute old (or there is none). A view of another greeting is its own
 * record, so "the greeting differs" counts, and going back and forth between two counts neither
 * more than once a minute.
 */
export function countsView(lastCountedAt: number | undefined, now: number): boolean {
  return lastCountedAt === undefined || now - lastCountedAt > VIEW_RECOUNT_MS;
}

const viewKey = (fizzUuid: string, visitor: string) => `${fizzUuid} ${visitor}`;

/** Counts a view in the db's state if the rule allows (call inside updateDb); forgets records too old to matter. */
export function takeView(state: VisitorState, fizzUuid: string, visitor: string, now: number): boolean {
  for (const [key, at] of Object.entries(state.lastViews)) if (now - at > VIEW_RECOUNT_MS) delete state.lastViews[key];
  const key = viewKey(fizzUuid, visitor);
  if (!countsView(state.lastViews[key], now)) return false;
  state.lastViews[key] = now;
  return true;
}
