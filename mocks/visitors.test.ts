import { describe, expect, it } from 'vitest';
import { DEVICE_ID_PATTERN } from '@/api/viewer/schemas';
import type { VisitorState } from './db/types';
import {
  addressOf,
  countsView,
  issueDeviceId,
  likeChange,
  newSecret,
  rateCheck,
  REMOTE_ADDRESS_HEADER,
  takeHit,
  takeView,
  verifiedDevice,
  VIEW_RECOUNT_MS,
} from './visitors';

describe('the like rule (spec part 2 §4: a toggle, one like per visitor)', () => {
  it.each([
    [false, true, 'add'],
    [true, true, 'none'],
    [true, false, 'remove'],
    [false, false, 'none'],
  ] as const)('liked already: %s, pressed to like: %s → %s', (has, isAdd, change) => {
    expect(likeChange(has, isAdd)).toBe(change);
  });
});

describe('the view rule (spec part 2 §4, §9: counted again only after more than a minute), per visitor and greeting', () => {
  it.each([
    ['never counted', undefined, 1_000, true],
    ['a moment ago', 1_000, 2_000, false],
    ['exactly a minute ago', 1_000, 1_000 + VIEW_RECOUNT_MS, false],
    ['a minute and a millisecond ago', 1_000, 1_001 + VIEW_RECOUNT_MS, true],
    ['an hour ago', 0, 3_600_000, true],
  ])('last counted %s → counts: %s', (_case, last, now, counts) => {
    expect(countsView(last, now)).toBe(counts);
  });

  it('keeps a record per visitor and greeting: another greeting counts, going back and forth does not add more', () => {
    const state: VisitorState = { secret: 's', hits: {}, lastViews: {} };
    const t = 1_000_000;
    expect(takeView(state, 'vid-a', 'device:1', t)).toBe(true);
    expect(takeView(state, 'vid-b', 'device:1', t + 1)).toBe(true);
    expect(takeView(state, 'vid-a', 'device:1', t + 2)).toBe(false);
    expect(takeView(state, 'vid-a', 'device:2', t + 3)).toBe(true);
    expect(takeView(state, 'vid-a', 'device:1', t + VIEW_RECOUNT_MS + 1)).toBe(true);
    // records older than a minute are forgotten (they no longer hold anything back)
    takeView(state, 'vid-c', 'device:3', t + 10 * VIEW_RECOUNT_MS);
    expect(Object.keys(state.lastViews)).toEqual(['vid-c device:3']);
  });
});

describe('the rate limit (a sliding window)', () => {
  const rule = { limit: 3, windowMs: 60_000 };
  it.each<[string, number[], number, boolean, number[], number]>([
    ['none before', [], 1_000, true, [1_000], 0],
    ['under the limit', [1_000, 2_000], 3_000, true, [1_000, 2_000, 3_000], 0],
    ['at the limit', [1_000, 2_000, 3_000], 4_000, false, [1_000, 2_000, 3_000], 57_000],
    ['the oldest has left the window', [1_000, 2_000, 3_000], 61_000, true, [2_000, 3_000, 61_000], 0],
    ['all have left', [1_000, 2_000, 3_000], 200_000, true, [200_000], 0],
  ])('%s: hits %j, one more at %i → allowed %s, kept %j, retry after %i ms', (_case, hits, now, allowed, kept, retry) => {
    expect(rateCheck(hits, now, rule)).toEqual({ allowed, hits: kept, retryAfterMs: retry });
  });

  it('counts per key in the state, keeping only the hits inside the window', () => {
    const state: VisitorState = { secret: 's', hits: { 'like device:1': [1] }, lastViews: {} };
    for (let i = 0; i < 3; i++) expect(takeHit(state, 'like device:1', 100_000 + i, rule).allowed).toBe(true);
    expect(takeHit(state, 'like device:1', 100_010, rule)).toEqual({ allowed: false, retryAfterMs: 59_990 });
    expect(takeHit(state, 'like device:2', 100_010, rule).allowed).toBe(true);
    expect(state.hits).toEqual({ 'like device:1': [100_000, 100_001, 100_002], 'like device:2': [100_010] });
  });
});

describe('device ids the server issues and signs', () => {
  it('an issued id fits the like body and names its device; another secret, a changed id or a made-up one names no one', async () => {
    const secret = newSecret();
    const id = await issueDeviceId(secret);
    expect(id).toMatch(DEVICE_ID_PATTERN);
    expect(await verifiedDevice(secret, id)).toBe(`device:${id.slice(0, 24)}`);
    expect(await issueDeviceId(secret)).not.toBe(id);

    const [part, sig] = id.split('-');
    const flipped = `${part}-${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`;
    const otherPart = `${part.slice(0, -1)}${part.endsWith('0') ? '1' : '0'}-${sig}`;
    for (const forged of [flipped, otherPart, 'another-browser-0001', crypto.randomUUID(), '', null, undefined]) {
      expect(await verifiedDevice(secret, forged)).toBeNull();
    }
    expect(await verifiedDevice(newSecret(), id)).toBeNull();
  });

  it('the address is the HTTP server’s (its socket), or this browser', () => {
    expect(addressOf(new Request('http://x/rest'))).toBe('this-browser');
    expect(addressOf(new Request('http://x/rest', { headers: { [REMOTE_ADDRESS_HEADER]: '203.0.113.7' } }))).toBe('203.0.113.7');
  });
});
