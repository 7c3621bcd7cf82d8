import { describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '@/shared/config/session';
import { getDb, updateDb } from './db/store';
import type { FizzRow } from './db/types';
import { absoluteUrl, claimQrCard, isOwner, needsPurchase, publicOrigin, requireOwner } from './rules';

const req = (sessionId?: string, headers: Record<string, string> = {}) =>
  new Request('http://api.test/rest/x', { headers: sessionId ? { [SESSION_HEADER]: sessionId, ...headers } : headers });

const fizz = (over: Partial<FizzRow>): FizzRow => ({ ...getDb().fizzes.find((f) => f.id === 1001)!, ...over });

/** The HTTP status requireOwner answers, or 'ok'. */
function ownerCheck(sessionId: string | undefined, f: FizzRow, allowGuest = false): number | 'ok' {
  try {
    requireOwner(req(sessionId), f, { allowGuest });
    return 'ok';
  } catch (e) {
    return (e as Response).status;
  }
}

describe('ownership: only owners act on their greetings', () => {
  const account = fizz({ ownerId: 1, creatorSessionId: null });
  const anonymous = fizz({ ownerId: null, creatorSessionId: 'sess-guest' });
  const nobodys = fizz({ ownerId: null, creatorSessionId: null });
  it.each([
    ['the owner', 'sess-demo', account, false, 'ok'],
    ['another account', 'sess-sam', account, false, 400],
    ['no session, account greeting', undefined, account, false, 403],
    ['no session, account greeting, guest checkout', undefined, account, true, 403],
    ['an unknown session', 'sess-gone', account, false, 403],
    ['the anonymous creator', 'sess-guest', anonymous, false, 'ok'],
    ['another session, anonymous greeting', 'sess-demo', anonymous, false, 400],
    ['no session, anonymous greeting', undefined, anonymous, false, 400],
    ['no session, anonymous greeting, guest checkout', undefined, anonymous, true, 'ok'],
    ['anyone, a greeting nobody owns', 'sess-sam', nobodys, false, 'ok'],
  ])('%s → %s', (_who, sessionId, f, allowGuest, expected) => {
    expect(ownerCheck(sessionId, f, allowGuest)).toBe(expected);
  });

  it('an account owner is the owner even from another of their sessions', () => {
    updateDb((s) => s.sessions.push({ id: 'sess-demo-2', userId: 1, createdAt: new Date().toISOString() }));
    expect(isOwner(req('sess-demo-2'), fizz({ ownerId: 1 }))).toBe(true);
  });
});

describe('needsPurchase', () => {
  it.each([
    ['digital, unpaid', {}, true],
    ['paid', { hasPaid: true }, false],
    ['free offer', { isFree: true }, false],
    ['physical card', { isPhysical: true }, false],
    ['boxed set', { isQRBoxSet: true }, false],
    ['thank-you', { isThankyou: true }, false],
    ['linked to a card', { linkedQrKeys: ['QR-NEW'] }, false],
  ])('%s → %s', (_name, over, expected) => {
    expect(needsPurchase(fizz(over))).toBe(expected);
  });
});

describe('QR ownership: the first signed-in scanner who starts a greeting owns the card', () => {
  it.each([
    ['an unowned card', 'QR-NEW', 3, null, 3],
    ['their own card', 'QR-OWNED', 1, null, 1],
    ["someone else's card", 'QR-OTHER', 1, 'This card belongs to another account.', 3],
    ['an unowned boxed set', 'QR-BOX-NEW', 2, null, 2],
  ])('%s', (_name, key, userId, refusal, owner) => {
    expect(updateDb((s) => claimQrCard(s, key, userId, null))).toBe(refusal);
    expect(getDb().qrCards.find((c) => c.qrKey === key)!.ownerId).toBe(owner);
  });

  it('a single card then edits the new greeting; an unknown card is refused', () => {
    expect(updateDb((s) => claimQrCard(s, 'qr-new', 3, 1005))).toBeNull();
    expect(getDb().qrCards.find((c) => c.qrKey === 'QR-NEW')!.fizzId).toBe(1005);
    expect(getDb().fizzes.find((f) => f.id === 1005)!.linkedQrKeys).toEqual(['QR-NEW']);
    expect(updateDb((s) => claimQrCard(s, 'QR-MISSING', 3, null))).toMatch(/couldn't find that card/);
  });
});

describe('absolute URLs', () => {
  it.each([
    ['/vid/x', {}, 'http://api.test/vid/x'],
    ['/vid/x', { origin: 'http://app.test:5173' }, 'http://app.test:5173/vid/x'],
    ['/vid/x', { origin: 'null' }, 'http://api.test/vid/x'],
    ['https://cdn.test/v.mp4', {}, 'https://cdn.test/v.mp4'],
  ])('%s with %o → %s', (path, headers, expected) => {
    expect(absoluteUrl(req(undefined, headers), path)).toBe(expected);
  });

  it('keeps null', () => {
    expect(absoluteUrl(req(), null)).toBeNull();
    expect(publicOrigin(req())).toBe('http://api.test');
  });
});
