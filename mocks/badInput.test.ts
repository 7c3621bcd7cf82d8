// The fake server under bad input (issue 12, defects 11-14), through the same handlers the browser,
// vitest and `npm run mock:server` use. Over real HTTP: mocks/server.test.ts.
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/shared/config/limits';
import { DEMO_SESSION_ID } from './db/seed';
import { getDb } from './db/store';
import { FIZZ_MESSAGES } from './handlers/fizz';
import { BODY_TOO_LARGE } from './http';
import { FINISHED } from './rules';

const BASE = 'http://localhost/rest';
const asDemo = { 'X-Session-Id': DEMO_SESSION_ID, 'Content-Type': 'application/json' };

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = asDemo) {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json: json as { status?: string; message?: string }, allow: res.headers.get('allow') };
}

const BAD_IDS = ['0x3E9', '+1001', '%2B1001', '1001.0', '01001', '%201001', '-1001', '1e3', '1001%00', '99999999999999999999'];
const BAD_CLIP_IDS = ['0x1389', '+5001', '5001.0', '05001', '%205001'];

/** Every call that reads a greeting id, with a body it would take for a good id. */
const GREETING_CALLS: [string, (id: string) => string, unknown?][] = [
  ['GET', (id) => `/fizz/${id}`],
  ['GET', (id) => `/fizz/${id}?screen=inviteCode`],
  ['GET', (id) => `/fizz/${id}?screen=personalize`],
  ['PUT', (id) => `/fizz/${id}`, { specialFields: [] }],
  ['DELETE', (id) => `/fizz/${id}`],
  ['GET', (id) => `/fizz/${id}/detail`],
  ['GET', (id) => `/fizz/${id}/detail?type=edit-flow`],
  ['POST', (id) => `/fizz/${id}/update-current-step`, { currentStep: 2 }],
  ['PUT', (id) => `/fizz/${id}/music`, { musicId: 2 }],
  ['POST', (id) => `/fizz/${id}/add-clip?type=upload&size=1&isVideo=no`],
  ['POST', (id) => `/fizz/${id}/newest-actor-video`],
  ['PUT', (id) => `/fizz/${id}/new-finalize`],
  ['GET', (id) => `/fizz/process/${id}`],
  ['POST', (id) => `/fizz/${id}/confirm-finalize-check`],
  ['POST', (id) => `/fizz/${id}/lockdown`],
  ['GET', (id) => `/fizz/${id}/checkout`],
  ['POST', (id) => `/payments/fizz/${id}/pay`, { token: 'tok_mock_4242424242424242', price: 4.99 }],
  ['POST', (id) => `/qr/box-set-link/${id}`, { qrKey: 'QR-BOX' }],
  ['GET', (id) => `/qr/QR-BOX/box-set-preview/${id}`],
  ['POST', (id) => `/fizz/${id}/reset-view-alert`, { viewedOtp: 'view-1003' }],
  ['POST', (id) => `/tracking/best/invite-intent?fizzId=${id}`, { value: 'copy' }],
];

describe('defect 11: only plain decimal ids match', () => {
  it.each(
    GREETING_CALLS.flatMap(([method, path, body]) =>
      BAD_IDS.map((id) => [`${method} ${path(id)}`, method, path(id), body] as const),
    ),
  )('%s → 404 JSON', async (_name, method, path, body) => {
    const res = await call(method, path, body);
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ status: 'error', message: expect.stringMatching(/^We couldn't find that/) });
  });

  it.each(
    [
      ['DELETE', (id: string) => `/video/${id}`, undefined],
      ['PUT', (id: string) => `/video/${id}/caption/Hello`, undefined],
      ['PUT', (id: string) => `/video/${id}/trim`, { trimStart: 0, trimEnd: 1 }],
    ].flatMap(([method, path, body]) =>
      BAD_CLIP_IDS.map((id) => [method as string, (path as (id: string) => string)(id), body] as const),
    ),
  )('%s %s → 404 JSON', async (method, path, body) => {
    const res = await call(method, path, body);
    expect([res.status, res.json.status]).toEqual([404, 'error']);
  });

  it.each(['0x1F5', '0501', '+501', '501.0'])('templates and themes too: %s', async (id) => {
    expect((await call('POST', `/theme-animation/${id}`)).status).toBe(404);
    expect((await call('GET', `/theme/${id.replace('501', '1').replace('1F5', '1')}/theme-animation-v2`)).status).toBe(404);
  });

  it('a hex id locks nothing (POST /rest/fizz/0x3E9/lockdown was 1001)', async () => {
    await call('POST', '/fizz/0x3E9/lockdown');
    expect(getDb().fizzes.find((f) => f.id === 1001)?.isLocked).toBe(false);
    expect((await call('POST', '/fizz/1001/lockdown')).status).toBe(200);
  });
});

describe('defect 12: limits a real API would set', () => {
  const register = (user: Record<string, unknown>) =>
    call('POST', '/user/register-react?type=web&screen=register', {
      version: '1',
      user: {
        deviceType: 3,
        firstName: 'New',
        lastName: 'Person',
        email: 'new@example.com',
        password: 'secret12',
        marketingOptIn: false,
        deviceId: 'd-1',
        userTimeZone: 'UTC',
        ...user,
      },
    });

  it('a JSON body over 1 MB is refused with 413 and a message, without a session', async () => {
    const body = JSON.stringify({ parentUUID: null, body: 'x'.repeat(2 * 1024 * 1024), firstName: 'A', lastName: 'B' });
    const res = await call('POST', '/fizz/vid-1003/comment', body, { 'Content-Type': 'application/json' });
    expect(res).toMatchObject({ status: 413, json: { status: 'error', message: BODY_TOO_LARGE } });
    expect(getDb().comments.some((c) => c.body.length > LIMITS.comment)).toBe(false);
  });

  it('a comment needs its body fields', async () => {
    const res = await call(
      'POST',
      '/fizz/vid-1003/comment',
      { parentUUID: null, body: 'Lovely video!' },
      { 'Content-Type': 'application/json' },
    );
    expect(res).toMatchObject({ status: 400, json: { status: 'error', message: expect.stringContaining('firstName') } });
  });

  it.each([
    ['a 101-character first name', { firstName: 'A'.repeat(101) }, 'First name can be at most 100 characters.'],
    ['a 101-character last name', { lastName: 'B'.repeat(101) }, 'Last name can be at most 100 characters.'],
    ['a 255-character email', { email: `${'e'.repeat(243)}@example.com` }, 'Email address can be at most 254 characters.'],
    ['a 129-character password', { password: 'p'.repeat(129) }, 'Password can be at most 128 characters.'],
  ])('register refuses %s', async (_name, user, message) => {
    expect(await register(user)).toMatchObject({ status: 400, json: { status: 'error', message } });
    expect(getDb().users.some((u) => u.email === 'new@example.com')).toBe(false);
  });

  it('register takes names of exactly 100 characters', async () => {
    expect((await register({ firstName: 'A'.repeat(100), lastName: 'B'.repeat(100) })).status).toBe(200);
  });

  it('the invitee contact form (PUT /rest/user) refuses a 101-character name', async () => {
    const res = await call('PUT', '/user', {
      version: '1',
      firstName: 'A'.repeat(101),
      lastName: 'B',
      email: 'a@example.com',
      deviceId: 'd',
    });
    expect(res).toMatchObject({ status: 400, json: { message: 'First name can be at most 100 characters.' } });
  });

  it('a personalised text over 200 characters is refused; 200 is fine', async () => {
    const fields = (value: string) =>
      getDb()
        .fizzes.find((f) => f.id === 1001)!
        .specialFields.map((g) => ({
          title: g.title,
          items: g.items.map((i) => ({ id: i.id, value: value })),
        }));
    expect(await call('PUT', '/fizz/1001', { specialFields: fields('x'.repeat(201)) })).toMatchObject({
      status: 400,
      json: { message: FIZZ_MESSAGES.fieldTooLong },
    });
    expect((await call('PUT', '/fizz/1001', { specialFields: fields('x'.repeat(200)) })).status).toBe(200);
  });

  it('a caption over LIMITS.caption (120) is refused', async () => {
    expect((await call('PUT', `/video/5001/caption/${'c'.repeat(121)}`)).status).toBe(400);
    expect((await call('PUT', `/video/5001/caption/${'c'.repeat(120)}`)).status).toBe(200);
  });
});

describe('defect 14: bad paths and methods are 400 and 405, never 500', () => {
  it.each([
    ['PUT', '/video/5001/caption/%E0%A4%A'],
    ['GET', '/fizz/%'],
    ['POST', '/fizz/1001/lockdown%zz'],
    ['GET', '/vid/%C3%28/fizz'],
  ])('%s %s (broken percent-encoding) → 400 JSON', async (method, path) => {
    expect(await call(method, path)).toMatchObject({
      status: 400,
      json: { status: 'error', message: 'The request path is not valid: it has broken percent-encoding.' },
    });
  });

  it.each([
    ['PATCH', '/fizz/1001', 'DELETE, GET, PUT'],
    ['POST', '/vid/vid-1003/fizz', 'GET'],
    ['GET', '/fizz/1001/lockdown', 'POST'],
    ['PUT', '/vid/vid-1003/likes', 'POST'],
  ])('%s %s (a method the path does not take) → 405 JSON with Allow: %s', async (method, path, allow) => {
    const res = await call(method, path);
    expect(res).toMatchObject({ status: 405, allow, json: { status: 'error' } });
  });

  it('an unknown path is still 404 JSON', async () => {
    expect(await call('GET', '/no/such/call')).toMatchObject({
      status: 404,
      json: { status: 'error', message: 'Unknown call: GET /rest/no/such/call' },
    });
  });

  it('a stored upload that does not exist is 404 JSON with nosniff', async () => {
    const res = await fetch('http://localhost/mock-media/..%2f..%2fsecret');
    expect([res.status, res.headers.get('x-content-type-options'), ((await res.json()) as { status: string }).status]).toEqual([
      404,
      'nosniff',
      'error',
    ]);
  });
});

describe('GET /rest/fizz/{id}: one handler, answers by ?screen=', () => {
  it.each([
    [
      '',
      (json: Record<string, { needsPurchase?: unknown; inviteLink?: unknown; specialFields?: unknown }>) =>
        json.item.needsPurchase,
    ],
    ['?cache=123', (json: Record<string, { needsPurchase?: unknown }>) => json.item.needsPurchase],
    ['?screen=inviteCode', (json: Record<string, { inviteLink?: unknown }>) => json.item.inviteLink],
    ['?screen=personalize', (json: Record<string, { specialFields?: unknown }>) => json.item.specialFields],
  ])('/rest/fizz/1001%s', async (query, field) => {
    const res = await call('GET', `/fizz/1001${query}`);
    expect(res.status).toBe(200);
    expect(field(res.json as never)).toBeDefined();
  });

  it('an unknown screen is a 400 with a message, not a fall-through to "Unknown call"', async () => {
    expect(await call('GET', '/fizz/1001?screen=nope')).toMatchObject({
      status: 400,
      json: { message: FIZZ_MESSAGES.badScreen },
    });
  });

  it('/rest/fizz/list is still the list', async () => {
    expect(await call('GET', '/fizz/list')).toMatchObject({ status: 200, json: { status: 'success' } });
  });
});

describe('requireEditable: one message for a finished greeting', () => {
  it.each([
    ['PUT', '/fizz/1002', { specialFields: [] }],
    ['DELETE', '/fizz/1002', undefined],
    ['POST', '/fizz/1002/update-current-step', { currentStep: 2 }],
    ['POST', '/fizz/1002/confirm-finalize-check', undefined],
  ])('%s %s', async (method, path, body) => {
    expect(await call(method, path, body)).toMatchObject({ status: 400, json: { message: FINISHED } });
  });
});
