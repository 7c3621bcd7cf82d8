import type { Server } from 'node:http';
import { bypass } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer } from './server';
import { ISSUE_LIMIT, REMOTE_ADDRESS_HEADER } from './visitors';

// Over HTTP (npm run mock:server) the per-address limits count the caller's socket address: a
// header the caller sends to claim another address is replaced, so a script cannot spread its
// requests over made-up addresses. bypass() sends these calls over real HTTP (see server.test.ts).
let server: Server;
let base: string;

beforeAll(async () => {
  ({ server, url: base } = await startMockServer(0));
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const stats = (claimed: string) =>
  fetch(bypass(new Request(`${base}/rest/fizz/vid-1003/stats`, { headers: { [REMOTE_ADDRESS_HEADER]: claimed } }))).then(
    (r) => r.json() as Promise<{ deviceId?: string }>,
  );

describe('the HTTP fake server: who is calling', () => {
  it('counts new device ids by the socket address, whatever address the caller claims', async () => {
    const issued: string[] = [];
    for (let i = 0; i < ISSUE_LIMIT.limit + 5; i++) {
      const { deviceId } = await stats(`198.51.100.${i}`);
      if (deviceId) issued.push(deviceId);
    }
    expect(issued).toHaveLength(ISSUE_LIMIT.limit);
  });
});
