import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '@/shared/config/session';
import { DEMO_SESSION_ID } from '../db/seed';
import { SPEC_CALLS } from './specCalls';

// The inventory itself is specCalls.ts (the fault matrix in proof/ is generated from it too).

const HERE = dirname(fileURLToPath(import.meta.url));
const contractSource = (resource: string) => readFileSync(join(HERE, `${resource}.contract.test.ts`), 'utf8');
const UNKNOWN_CALL = /^Unknown call: /;

describe('every call of both spec call tables', () => {
  it('counts 60 distinct calls: 22 in part 1, 45 in part 2, 7 of them in both', () => {
    expect(new Set(SPEC_CALLS.map(([call]) => call)).size).toBe(SPEC_CALLS.length);
    expect(SPEC_CALLS).toHaveLength(60);
    expect(SPEC_CALLS.filter(([, part]) => part !== '2')).toHaveLength(22);
    expect(SPEC_CALLS.filter(([, part]) => part !== '1')).toHaveLength(45);
  });

  it.each(SPEC_CALLS)(
    '%s is answered by its own handler (not the unknown-call 404)',
    async (_call, _part, _res, _fn, method, sampleUrl) => {
      const res = await fetch(new URL(sampleUrl, window.location.href), {
        method,
        headers: {
          [SESSION_HEADER]: DEMO_SESSION_ID,
          ...(method === 'GET' || method === 'DELETE' ? {} : { 'Content-Type': 'application/json' }),
        },
        body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
      });
      if (res.headers.get('content-type')?.startsWith('image/')) return;
      const body = (await res.json()) as { status: string; message?: string };
      expect(['success', 'error']).toContain(body.status);
      expect(body.message ?? '').not.toMatch(UNKNOWN_CALL);
    },
  );

  it.each(SPEC_CALLS.map(([call, , resource, requestFn]) => ({ call, resource, requestFn })))(
    '$call is called through $requestFn() in the $resource contract test',
    ({ resource, requestFn }) => {
      expect(contractSource(resource)).toMatch(new RegExp(`\\b${requestFn}\\(`));
    },
  );
});
