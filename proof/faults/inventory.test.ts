/**
 * The fault matrix covers the whole inventory: a row of SPEC_CALLS (the fake server's list of every
 * call of both spec call tables) without a case in cases.ts fails here, and so does a case that
 * names no row, answers another row's sample request, or misses its own.
 */
import { describe, expect, it } from 'vitest';
import { SPEC_CALLS } from '#mocks/handlers/specCalls';
import { caseKey, FAULT_CASES, KNOWN_DEFECTS } from './cases';
import { FAULTS, isCall } from './inject';
import { SHARDS } from './shards';

const BASE = 'http://localhost/';
const rows = SPEC_CALLS.map(([call, , , , method, sampleUrl]) => ({ call, method, url: new URL(sampleUrl, BASE) }));

describe('the fault matrix covers every call of both spec call tables', () => {
  it('every row of SPEC_CALLS has exactly one case (other screens of it are alternates), and every case is a row', () => {
    const cases = FAULT_CASES.filter((c) => !c.alternate).map((c) => c.call);
    expect(
      cases.filter((call, i) => cases.indexOf(call) !== i),
      'calls with two cases',
    ).toEqual([]);
    expect(
      rows.map((r) => r.call).filter((call) => !cases.includes(call)),
      'calls without a case',
    ).toEqual([]);
    expect(
      FAULT_CASES.map((c) => c.call).filter((call) => !rows.some((r) => r.call === call)),
      'cases without a call',
    ).toEqual([]);
  });

  it.each(rows)("$call: its case's fault answers its sample request, and no other case's does", ({ call, method, url }) => {
    const own = FAULT_CASES.filter((c) => c.call === call);
    expect(own.length, `a case for ${call}`).toBeGreaterThan(0);
    for (const c of own)
      expect(isCall(c.match, method, url), `${call} matches ${method} ${url.pathname}${url.search}`).toBe(true);
    const others = FAULT_CASES.filter((c) => c.call !== call && isCall(c.match, method, url)).map((c) => c.call);
    expect(others, "other calls' cases that would answer this request").toEqual([]);
  });

  it('every case runs under all three faults', () => {
    for (const c of FAULT_CASES) expect(Object.keys(c.expect).sort()).toEqual([...FAULTS].sort());
  });

  it('every resource of the inventory runs in exactly one shard', () => {
    const sharded: string[] = Object.values(SHARDS).flat();
    const resources = [...new Set(SPEC_CALLS.map(([, , resource]) => resource))];
    expect(
      resources.filter((r) => !sharded.includes(r)),
      'resources in no shard',
    ).toEqual([]);
    expect(
      sharded.filter((r, i) => sharded.indexOf(r) !== i),
      'resources in two shards',
    ).toEqual([]);
  });

  it('known defects name real cases', () => {
    const keys = FAULT_CASES.flatMap((c) => FAULTS.map((f) => caseKey(c, f)));
    expect(Object.keys(KNOWN_DEFECTS).filter((k) => !keys.includes(k))).toEqual([]);
  });
});
