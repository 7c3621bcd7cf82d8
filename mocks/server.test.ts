import { readFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import { connect } from 'node:net';
import { bypass } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '@/shared/config/session';
import { JPEG_HEADER } from '@/testing/builders';
import { HOSTILE } from '../e2e/fixtures/hostile';
import { getDb } from './db/store';
import { HEIF_NOT_TAKEN } from './uploads';
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

/** A request with the path sent exactly as written (fetch would normalise it) and any method. */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  const { port } = new URL(base);
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Bytes straight onto the socket: what Node cannot even parse. */
function rawSocket(bytes: string) {
  const { port } = new URL(base);
  return new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

function multipartBody(filename: string, type: string, content: string | Uint8Array) {
  const boundary = '----mockserver';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  return {
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, [SESSION_HEADER]: 'sess-demo' },
    body: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(tail)]),
  };
}

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
    const bytes = 'GIF89a\x01\x00\x01\x00-a 1 × 1 GIF, its header says';
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
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
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
    const set = await call('/__fake-server/scenarios', {
      method: 'PUT',
      body: JSON.stringify({ scenarios: ['server-error:stats'] }),
    });
    expect(await set.json()).toEqual({ status: 'success', scenarios: ['server-error:stats'] });
    expect((await call('/rest/fizz/vid-1003/stats')).status).toBe(500);
    await call('/__fake-server/scenarios', { method: 'PUT', body: JSON.stringify({ scenarios: [] }) });
    await call('/__fake-server/reset', { method: 'POST' });
    expect(await (await call('/rest/fizz/vid-1003/stats')).json()).toMatchObject({ viewCount: 42 });
  });
});

describe('npm run mock:server under bad input (issue 12, defects 11-14)', () => {
  it('defect 11: POST /rest/fizz/0x3E9/lockdown (and +1001, 01001, 1001.0, " 1001") lock nothing: 404 JSON', async () => {
    for (const id of ['0x3E9', '+1001', '%2B1001', '01001', '1001.0', '%201001', '-1001']) {
      const res = await raw('POST', `/rest/fizz/${id}/lockdown`, { [SESSION_HEADER]: 'sess-demo' });
      expect([res.status, JSON.parse(res.text)], id).toEqual([
        404,
        { status: 'error', message: "We couldn't find that Video Greeting." },
      ]);
    }
    expect(getDb().fizzes.find((f) => f.id === 1001)!.isLocked).toBe(false);
  });

  it('defect 12: a 20 MB comment without a session is refused with 413 JSON, and not stored', async () => {
    const body = JSON.stringify({ parentUUID: null, body: 'x'.repeat(20 * 1024 * 1024), firstName: 'Big', lastName: 'Body' });
    const res = await call('/rest/fizz/vid-1003/comment', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ status: 'error', message: 'The request body is too large: it can be at most 1 MB.' });
    expect(getDb().comments.some((c) => c.firstName === 'Big')).toBe(false);
  });

  it('defect 12: an upload declared larger than the limit is refused before it is read', async () => {
    const res = await raw(
      'POST',
      '/rest/fizz/1001/add-clip?type=upload',
      { [SESSION_HEADER]: 'sess-demo', 'Content-Length': String(500 * 1024 * 1024) },
      'x',
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toEqual({ status: 'error', message: 'The request is too large: files can be at most 200 MB.' });
  });

  it('defect 13: a text or HTML file named .jpg, a fake .mp4 and an SVG are refused; a real JPEG is stored as one', async () => {
    const notMedia = 'Only photos (.jpg, .png or .gif) and videos (.mov, .mp4, .avi, .webm or .m4v) can be added.';
    for (const [name, type, content] of [
      ['cat.jpg', 'image/jpeg', '<html><body><script>alert(1)</script></body></html>'],
      ['notes.jpg', 'image/jpeg', 'just some text'],
      ['clip.mp4', 'video/mp4', 'not a video'],
      ['logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ]) {
      const res = await call('/rest/fizz/1001/add-clip?type=upload&size=1&isVideo=no', {
        method: 'POST',
        ...multipartBody(name, type, content),
      });
      expect([res.status, await res.json()], name).toEqual([400, { status: 'error', message: notMedia }]);
    }
    // declared text/plain, named .txt, but a JPEG inside (up to its frame header): stored and served as image/jpeg
    const jpeg = new Uint8Array(JPEG_HEADER);
    const added = await call('/rest/fizz/1001/add-clip?type=upload&size=1&isVideo=no', {
      method: 'POST',
      ...multipartBody('odd.txt', 'text/plain', jpeg),
    });
    const { clips } = (await added.json()) as { clips: { image: string }[] };
    const served = await call(clips[0].image);
    expect([served.headers.get('content-type'), served.headers.get('x-content-type-options')]).toEqual(['image/jpeg', 'nosniff']);
  });

  it('defect 14: malformed percent-encoding in a path is 400 JSON, not 500', async () => {
    for (const path of ['/rest/video/5001/caption/%E0%A4%A', '/rest/fizz/%', '/media/%E0%A4%A.jpg', '/__fake-server/%zz']) {
      const res = await raw('PUT', path, { [SESSION_HEADER]: 'sess-demo' });
      expect([res.status, JSON.parse(res.text)], path).toEqual([
        400,
        { status: 'error', message: 'The request path is not valid: it has broken percent-encoding.' },
      ]);
    }
  });

  it('defect 14: unknown methods are 405 JSON with Allow, not 500', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'PURGE']) {
      const res = await raw(method, '/rest/fizz/1001');
      expect([res.status, res.headers.allow, JSON.parse(res.text).status], method).toEqual([405, 'DELETE, GET, PUT', 'error']);
    }
    const patch = await raw('PATCH', '/rest/fizz/1001');
    expect([patch.status, patch.headers.allow]).toEqual([405, 'DELETE, GET, PUT']);
  });

  it('defect 14: a request Node cannot parse is a 400 JSON', async () => {
    const answer = await rawSocket('NOT A REQUEST\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('{"status":"error","message":"The request could not be read."}');
  });

  it('defect 14: /media/ is confined to public/media', async () => {
    for (const path of [
      '/media/..%2fmockServiceWorker.js',
      '/media/..%2F..%2Fpackage.json',
      '/media/%2e%2e/mockServiceWorker.js',
      '/media/..%5cmockServiceWorker.js',
      '/media/../mockServiceWorker.js',
      '/media/photos/..%2f..%2f..%2fpackage.json',
      '/media/photos/photo-1.jpg%00.txt',
    ]) {
      const res = await raw('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).not.toContain('Mock Service Worker');
      expect(JSON.parse(res.text).status, path).toBe('error');
    }
    const ok = await raw('GET', '/media/photos/..%2fphotos%2fphoto-1.jpg');
    expect([ok.status, ok.headers['content-type'], ok.headers['x-content-type-options']]).toEqual([200, 'image/jpeg', 'nosniff']);
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await raw('HEAD', '/rest/theme-v3');
    expect([res.status, res.headers['content-type'], res.text]).toEqual([200, 'application/json', '']);
  });
});

describe('npm run mock:server: downloads and byte ranges (issue 35)', () => {
  const stock = readFileSync('public/media/videos/greeting-1.mp4');

  it("a demo greeting's download is its video itself, named, with byte ranges (not a redirect that sends neither)", async () => {
    const res = await raw('GET', '/vid/vid-1003/download', { Origin: 'http://app.example' });
    expect([res.status, res.headers['content-type'], res.headers.location]).toEqual([200, 'video/mp4', undefined]);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.mp4"/);
    // another origin's page reads the name too
    expect(res.headers['access-control-expose-headers']).toContain('Content-Disposition');
    const part = await call('/vid/vid-1003/download', { headers: { Range: 'Bytes=0-9' } });
    expect([part.status, part.headers.get('content-range'), part.headers.get('content-disposition')]).toEqual([
      206,
      `bytes 0-9/${stock.length}`,
      res.headers['content-disposition'],
    ]);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(stock.subarray(0, 10));
  });

  it.each([
    ['bytes=0-9', 206, `bytes 0-9/${stock.length}`, 10],
    ['Bytes=0-1', 206, `bytes 0-1/${stock.length}`, 2],
    ['bytes=-4', 206, `bytes ${stock.length - 4}-${stock.length - 1}/${stock.length}`, 4],
    ['bytes=5-2', 200, null, stock.length],
    ['bytes=0-1,5-9', 200, null, stock.length],
    [`bytes=${stock.length}-`, 416, `bytes */${stock.length}`, 0],
  ])('demo media at /media/...: Range %s → %i', async (range, status, contentRange, length) => {
    const res = await call('/media/videos/greeting-1.mp4', { headers: { Range: range } });
    expect([
      res.status,
      res.headers.get('content-range'),
      res.headers.get('accept-ranges'),
      (await res.arrayBuffer()).byteLength,
    ]).toEqual([status, contentRange, 'bytes', length]);
  });

  it('a HEIC named .mp4 is refused as the photo it is, never stored as a clip', async () => {
    const heic = HOSTILE.heicAsMp4();
    const res = await call('/rest/fizz/1001/add-clip?type=upload&size=1&isVideo=yes', {
      method: 'POST',
      ...multipartBody(heic.name, heic.mimeType, heic.buffer),
    });
    expect([res.status, ((await res.json()) as { message: string }).message]).toEqual([400, HEIF_NOT_TAKEN]);
    expect(Object.keys(getDb().media)).toEqual([]);
  });
});
