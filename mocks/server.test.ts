import type { Server } from 'node:http';
import { bypass } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '../src/shared/lib/session';
import { getDb } from './db/store';
import { startMockServer } from './server';

// The test process also runs msw/node (src/testing/setup.ts); bypass() sends these calls over real
// HTTP to the standalone server instead of answering them in-process.
let server: Server;
let base: string;

beforeAll(async () => {
  ({ server, url: base } = await startMockServer(0));
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const call = (path: string, init?: RequestInit) => fetch(bypass(new Request(`${base}${path}`, init)));

describe('npm run mock:server: the fake server over real HTTP', () => {
  it('answers GET /rest/theme-v3 with the catalog', async () => {
    const res = await call('/rest/theme-v3?cache=1');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; rows: unknown[] };
    expect(body.status).toBe('success');
    expect(body.rows.length).toBeGreaterThan(0);
  });

  it('answers the recipient page and counts a view in its in-memory state', async () => {
    const fizz = (await (await call('/rest/vid/vid-1003/fizz')).json()) as { item: { shareUrl: string } };
    expect(fizz.item.shareUrl).toBe(`${base}/vid/vid-1003`);
    const viewed = (await (await call('/rest/vid/vid-1003/viewed', { method: 'POST' })).json()) as { viewCount: number };
    expect(viewed.viewCount).toBe(43);
    expect(getDb().views.find((v) => v.fizzUuid === 'vid-1003')!.count).toBe(43);
  });

  it('reads the session header and JSON bodies (a comment, then a refusal with a message)', async () => {
    const posted = await call('/rest/fizz/vid-1003/comment', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SESSION_HEADER]: 'sess-demo' },
      body: JSON.stringify({ parentUUID: null, body: 'Over real HTTP', firstName: 'Curl', lastName: 'User' }),
    });
    expect(posted.status).toBe(200);
    const short = await call('/rest/fizz/vid-1003/comment', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ body: 'Hi', firstName: 'A', lastName: 'B' }),
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ status: 'error', message: 'Your comment must be at least 5 characters.' });
    const checkout = await call('/rest/fizz/1002/checkout', { headers: { [SESSION_HEADER]: 'sess-demo' } });
    expect(await checkout.json()).toMatchObject({ status: 'success', name: 'Our Anniversary' });
  });

  it('takes multipart uploads (files[]) and serves the stored file back', async () => {
    const boundary = '----mockserver';
    const bytes = 'GIF89a-not-really';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="us.gif"\r\nContent-Type: image/gif\r\n\r\n` +
      `${bytes}\r\n--${boundary}--\r\n`;
    const res = await call('/rest/fizz/thank-you-add-clip', {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(res.status).toBe(200);
    const data = (await res.json()) as { clips: { image: string }[]; sessionId: string };
    expect(data.sessionId).toMatch(/^sess-anon-/);
    const file = await call(data.clips[0].image);
    expect(file.headers.get('content-type')).toBe('image/gif');
    expect(await file.text()).toBe(bytes);
  });

  it('answers CORS preflights and adds CORS headers for another origin', async () => {
    const pre = await call('/rest/vid/vid-1003/likes', {
      method: 'OPTIONS',
      headers: { Origin: 'http://app.example', 'Access-Control-Request-Headers': 'content-type,x-session-id' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://app.example');
    expect(pre.headers.get('access-control-allow-headers')).toBe('content-type,x-session-id');
    const res = await call('/rest/fizz/vid-1003/stats', { headers: { Origin: 'http://app.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://app.example');
  });

  it('answers 404 JSON for an unknown call, and serves demo media', async () => {
    const res = await call('/nothing/here');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: 'error' });
    const media = await call('/media/art/overlay.svg');
    expect([media.status, media.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
  });

  it('has control calls to set scenarios and reset the data', async () => {
    await call('/rest/vid/vid-1003/viewed', { method: 'POST' });
    const set = await call('/__fake-server/scenarios', { method: 'PUT', body: JSON.stringify({ scenarios: ['server-error:stats'] }) });
    expect(await set.json()).toEqual({ status: 'success', scenarios: ['server-error:stats'] });
    expect((await call('/rest/fizz/vid-1003/stats')).status).toBe(500);
    await call('/__fake-server/scenarios', { method: 'PUT', body: JSON.stringify({ scenarios: [] }) });
    await call('/__fake-server/reset', { method: 'POST' });
    expect(await (await call('/rest/fizz/vid-1003/stats')).json()).toMatchObject({ viewCount: 42 });
  });
});
