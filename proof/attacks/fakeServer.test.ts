// Issue 20 §3 "The fake server": bad input through fetch (msw/node answers it with the same
// handlers as the browser and `npm run mock:server`), generated from the call inventory
// (mocks/handlers/specCalls.ts) so a new call is attacked too; and ownership as a table of every
// write call × (owner, another user, anonymous, owner of a locked greeting). Every refusal is a
// 4xx with a JSON {status: 'error', message}; never a 500, and a refused call changes nothing.
// More cases, one resource at a time: mocks/badInput.test.ts, mocks/locking.test.ts, and over
// real HTTP (declared lengths, unparsable requests) mocks/server.test.ts.
//   npx vitest run proof/attacks/fakeServer.test.ts
import type { Server } from 'node:http';
import { bypass } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_SESSION_ID, OTHER_SESSION_ID } from '#mocks/db/seed';
import { getDb } from '#mocks/db/store';
import { SPEC_CALLS } from '#mocks/handlers/specCalls';
import { LIKER_UNKNOWN, ONLY_OWNER_REMOVES } from '#mocks/handlers/viewer';
import { BODY_NOT_JSON, BODY_TOO_LARGE, NOT_SIGNED_IN } from '#mocks/http';
import { CARD_NOT_YOURS, FINISHED, NOT_YOUR_FIZZ } from '#mocks/rules';
import { startMockServer } from '#mocks/server';
import { DEVICE_TYPE } from '@/api/user/schemas';
import { LIMITS } from '@/shared/config/limits';
import { givenGreeting, givenNewGreeting, jpegFile } from '@/testing/builders';

type Answer = { status: number; json: { status?: string; message?: string } | null; type: string };
type Session = string | undefined;

const ORIGIN = 'http://localhost';

async function send(
  method: string,
  path: string,
  init: { body?: BodyInit; type?: string; session?: Session; base?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (init.session) headers['X-Session-Id'] = init.session;
  if (init.type) headers['Content-Type'] = init.type;
  const request = new Request(`${init.base ?? ORIGIN}${path}`, { method, headers, body: init.body });
  const res = await fetch(init.base ? bypass(request) : request);
  const text = await res.text();
  let json: Answer['json'] = null;
  try {
    json = JSON.parse(text) as Answer['json'];
  } catch {
    json = null;
  }
  return { status: res.status, json, type: res.headers.get('content-type') ?? '' };
}

const sendJson = (method: string, path: string, body: unknown, session: Session = DEMO_SESSION_ID) =>
  send(method, path, { body: JSON.stringify(body), type: 'application/json', session });

/** A refusal as every client can read it: a 4xx (never 500) with {status: 'error', message}. */
function expectRefusal(answer: Answer, context: string) {
  expect(answer.status, `${context}: ${JSON.stringify(answer.json)}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, context).toBeLessThan(500);
  expect(answer.type, context).toMatch(/^application\/json/);
  expect(answer.json?.status, context).toBe('error');
  expect(answer.json?.message?.trim(), context).toBeTruthy();
}

const tally = { cases: 0, refusedCleanly: 0, fiveHundreds: 0 };
function counted(answer: Answer): Answer {
  tally.cases += 1;
  if (answer.status >= 500) tally.fiveHundreds += 1;
  else if (answer.status >= 400 && answer.json?.status === 'error' && answer.json.message) tally.refusedCleanly += 1;
  return answer;
}

afterAll(() => {
  console.info(
    `fake server attacks: ${tally.cases} attack requests, ${tally.refusedCleanly} refused with a 4xx JSON error, ${tally.fiveHundreds} answered 500; ` +
      `ownership table: ${OWNERSHIP_ROWS} write calls × 4 actors = ${CELLS.length} cases (${OWNERSHIP_ROWS * 4 - CELLS.length} n/a)`,
  );
});

// ---------------------------------------------------------------- the inventory

const WRITES = SPEC_CALLS.filter(([, , , , method]) => method !== 'GET');
/** The write calls that read a JSON body (the others take none, a multipart upload, or a path value). */
const JSON_WRITES = new Set([
  'POST /rest/user/login?type=site',
  'POST /rest/user/register-react?type=web&screen={from}',
  'POST /rest/user/send-password-link',
  'POST /rest/message/log',
  'POST /rest/fizz',
  'PUT /rest/fizz/{id}',
  'POST /rest/tracking/best/invite-intent?fizzId={id}',
  'POST /rest/payments/fizz/{fizzId}/pay',
  'PUT /rest/fizz/{id}/music',
  'POST /rest/fizz/{id}/update-current-step?cache=',
  'PUT /rest/video/rearrange',
  'POST /rest/video/audio-option',
  'PUT /rest/video/{id}/trim',
  'PUT /rest/user/register-password/{otp}',
  'PUT /rest/user/settings',
  'POST /rest/fizz/{fizzId}/reset-view-alert',
  'POST /rest/vid/{uuid}/likes',
  'POST /rest/fizz/{uuid}/comment',
  'PUT /rest/user',
  'POST /rest/qr/box-set-link/{fizzId}?qrKey={qrKey}',
]);
const UPLOADS = new Set([
  'POST /rest/fizz/{id}/add-clip?type=&size=&isVideo=',
  'POST /rest/fizz/{fizzId}/add-clip?type=invite&uuid={uuid}',
  'POST /rest/fizz/thank-you-add-clip',
]);

describe('the inventory', () => {
  // (a new write call fails the ownership table below until it has a row, and is then placed here)
  it('the JSON-body and upload lists name write calls of the inventory', () => {
    const unknown = [...JSON_WRITES, ...UPLOADS].filter((c) => !WRITES.some(([call]) => call === c));
    expect(unknown).toEqual([]);
  });
});

// ---------------------------------------------------------------- the ownership table (used by the body attacks too)

type Actor = 'owner' | 'other' | 'anonymous' | 'locked';
type Outcome = 'ok' | 400 | 403 | 404 | 'n/a';
type Req = { method: string; path: string; body?: unknown; upload?: boolean };
type Row = {
  /** Who may make the call: the greeting's owner, any account, anyone, or whoever holds a code. */
  who: 'owner' | 'account' | 'session' | 'anyone' | 'code holder';
  request: () => Req;
  expect: Record<Actor, Outcome>;
  /** Before the call (the db is fresh for each case). */
  setup?: () => void;
  /** The greeting the 'locked' column locks (default the demo's 1001). */
  lockTarget?: () => number;
  /** The refusal's message where it is not the usual one for that actor. */
  reason?: Partial<Record<Actor, string>>;
};

const OWNER_ONLY: Record<Actor, Outcome> = { owner: 'ok', other: 400, anonymous: 403, locked: 400 };
const OWNER_ONLY_EVEN_LOCKED: Record<Actor, Outcome> = { owner: 'ok', other: 400, anonymous: 403, locked: 'ok' };
const ANYONE: Record<Actor, Outcome> = { owner: 'ok', other: 'ok', anonymous: 'ok', locked: 'n/a' };

const login = (email = 'demo@example.com') => ({
  version: 'web',
  user: { deviceType: DEVICE_TYPE.login, email, password: 'demo1234', deviceId: 'd-1' },
});
let registered = 0;
const register = () => ({
  version: 'web',
  user: {
    deviceType: DEVICE_TYPE.register,
    firstName: 'New',
    lastName: 'Person',
    email: `new${++registered}@example.com`,
    password: 'secret12',
    marketingOptIn: false,
    deviceId: 'd-1',
    userTimeZone: 'UTC',
  },
});
const fieldsOf = (id: number) =>
  getDb()
    .fizzes.find((f) => f.id === id)!
    .specialFields.map((g) => ({
      title: g.title,
      items: g.items.map(({ id: itemId, value }) => ({ id: itemId, value: value || 'x' })),
    }));
let thankYouId = 0;

/** One row per write call of the inventory; the sample targets are the demo user's. */
const OWNERSHIP: Record<string, Row> = {
  'POST /rest/user/login?type=site': {
    who: 'anyone',
    request: () => ({ method: 'POST', path: '/rest/user/login?type=site', body: login() }),
    expect: ANYONE,
  },
  'POST /rest/user/register-react?type=web&screen={from}': {
    who: 'anyone',
    request: () => ({ method: 'POST', path: '/rest/user/register-react?type=web&screen=register', body: register() }),
    expect: ANYONE,
  },
  'POST /rest/user/send-password-link': {
    who: 'anyone',
    request: () => ({ method: 'POST', path: '/rest/user/send-password-link', body: { email: 'demo@example.com' } }),
    expect: ANYONE,
  },
  'POST /rest/message/log': {
    who: 'anyone',
    request: () => ({ method: 'POST', path: '/rest/message/log', body: { message: 'hello', os: 'web' } }),
    expect: ANYONE,
  },
  'POST /rest/theme-animation/{id}?key={key}': {
    who: 'anyone',
    request: () => ({ method: 'POST', path: '/rest/theme-animation/101' }),
    expect: ANYONE,
  },
  'POST /rest/fizz': {
    who: 'session',
    request: () => ({ method: 'POST', path: '/rest/fizz', body: { themeAnimation: 101, specialFields: fieldsOf(1001) } }),
    expect: { owner: 'ok', other: 'ok', anonymous: 403, locked: 'n/a' },
  },
  'PUT /rest/fizz/{id}': {
    who: 'owner',
    request: () => ({ method: 'PUT', path: '/rest/fizz/1001', body: { specialFields: fieldsOf(1001) } }),
    expect: OWNER_ONLY,
  },
  'DELETE /rest/fizz/{id}': { who: 'owner', request: () => ({ method: 'DELETE', path: '/rest/fizz/1001' }), expect: OWNER_ONLY },
  // a tracking ping: it records nothing a visitor could see or change
  'POST /rest/tracking/best/invite-intent?fizzId={id}': {
    who: 'anyone',
    request: () => ({ method: 'POST', path: '/rest/tracking/best/invite-intent?fizzId=1001', body: { value: 'copy' } }),
    expect: { ...ANYONE, locked: 'ok' },
  },
  'POST /rest/payments/fizz/{fizzId}/pay': {
    who: 'owner',
    request: () => ({
      method: 'POST',
      path: '/rest/payments/fizz/1002/pay',
      body: { token: 'tok_mock_4242424242424242', price: getDb().fizzes.find((f) => f.id === 1002)!.price },
    }),
    expect: { owner: 'ok', other: 400, anonymous: 403, locked: 'n/a' },
  },
  'PUT /rest/fizz/{id}/music': {
    who: 'owner',
    request: () => ({ method: 'PUT', path: '/rest/fizz/1001/music', body: { musicId: 2 } }),
    expect: OWNER_ONLY,
  },
  'POST /rest/fizz/{id}/update-current-step?cache=': {
    who: 'owner',
    request: () => ({ method: 'POST', path: '/rest/fizz/1001/update-current-step?cache=1', body: { currentStep: 2 } }),
    expect: OWNER_ONLY,
  },
  'POST /rest/fizz/{id}/add-clip?type=&size=&isVideo=': {
    who: 'owner',
    request: () => ({ method: 'POST', path: '/rest/fizz/1001/add-clip?type=upload&size=1&isVideo=no', upload: true }),
    expect: OWNER_ONLY,
  },
  'POST /rest/fizz/{fizzId}/add-clip?type=invite&uuid={uuid}': {
    who: 'code holder',
    request: () => ({
      method: 'POST',
      path: '/rest/fizz/1001/add-clip?type=invite&uuid=inv-1001&size=1&isVideo=no',
      upload: true,
    }),
    expect: { owner: 'ok', other: 'ok', anonymous: 'ok', locked: 400 },
  },
  // adding to an existing thank-you video (?fizzId=) is its maker's; a new one is anyone's
  'POST /rest/fizz/thank-you-add-clip': {
    who: 'owner',
    setup: () => {
      thankYouId = givenNewGreeting({ isThankyou: true, isFree: true, price: 0 }).id;
    },
    request: () => ({ method: 'POST', path: `/rest/fizz/thank-you-add-clip?fizzId=${thankYouId}`, upload: true }),
    lockTarget: () => thankYouId,
    expect: { owner: 'ok', other: 400, anonymous: 403, locked: 400 },
  },
  'PUT /rest/video/rearrange': {
    who: 'owner',
    request: () => ({ method: 'PUT', path: '/rest/video/rearrange', body: { videos: [5002, 5001, 5003, 5004, 5005] } }),
    expect: OWNER_ONLY,
  },
  'DELETE /rest/video/{id}': {
    who: 'owner',
    request: () => ({ method: 'DELETE', path: '/rest/video/5001' }),
    expect: OWNER_ONLY,
  },
  'PUT /rest/video/{id}/caption/{caption}': {
    who: 'owner',
    request: () => ({ method: 'PUT', path: '/rest/video/5001/caption/Hacked' }),
    expect: OWNER_ONLY,
  },
  'POST /rest/video/audio-option': {
    who: 'owner',
    request: () => ({ method: 'POST', path: '/rest/video/audio-option', body: { video: 5002, audioOption: 1 } }),
    expect: OWNER_ONLY,
  },
  'PUT /rest/video/{id}/trim': {
    who: 'owner',
    request: () => ({ method: 'PUT', path: '/rest/video/5002/trim', body: { trimStart: 0, trimEnd: 1 } }),
    expect: OWNER_ONLY,
  },
  'POST /rest/fizz/{id}/newest-actor-video': {
    who: 'owner',
    request: () => ({ method: 'POST', path: '/rest/fizz/1001/newest-actor-video' }),
    expect: OWNER_ONLY_EVEN_LOCKED,
  },
  'PUT /rest/fizz/{id}/new-finalize': {
    who: 'owner',
    request: () => ({ method: 'PUT', path: '/rest/fizz/1001/new-finalize' }),
    expect: OWNER_ONLY_EVEN_LOCKED,
  },
  'POST /rest/fizz/{id}/confirm-finalize-check': {
    who: 'owner',
    request: () => ({ method: 'POST', path: '/rest/fizz/1001/confirm-finalize-check' }),
    expect: OWNER_ONLY,
  },
  'POST /rest/fizz/{id}/lockdown': {
    who: 'owner',
    request: () => ({ method: 'POST', path: '/rest/fizz/1001/lockdown' }),
    expect: OWNER_ONLY_EVEN_LOCKED,
  },
  'POST /rest/user/actor-info?uuid={uuid}': {
    who: 'session',
    request: () => ({ method: 'POST', path: '/rest/user/actor-info?uuid=inv-1001' }),
    expect: ANYONE,
  },
  'PUT /rest/user/register-password/{otp}': {
    who: 'code holder',
    request: () => ({
      method: 'PUT',
      path: '/rest/user/register-password/otp-demo',
      body: { user: { password: 'newpass1' }, password: 'newpass1' },
    }),
    expect: ANYONE,
  },
  // the signed-in account's own password: another account changes its own, never the demo user's
  'PUT /rest/user/settings': {
    who: 'account',
    request: () => ({
      method: 'PUT',
      path: '/rest/user/settings',
      body: { user: { password: 'newpass1' }, password: 'newpass1' },
    }),
    expect: { owner: 'ok', other: 'ok', anonymous: 403, locked: 'n/a' },
  },
  'POST /rest/fizz/{fizzId}/reset-view-alert': {
    who: 'code holder',
    request: () => ({ method: 'POST', path: '/rest/fizz/1004/reset-view-alert', body: { viewedOtp: 'otp-demo' } }),
    expect: ANYONE,
  },
  'POST /rest/vid/{uuid}/likes': {
    who: 'anyone',
    // an account likes as itself; a visitor without one only with a device id the server signed
    // (mocks/visitors.ts): a made-up id, as a script would send, is refused
    request: () => ({ method: 'POST', path: '/rest/vid/vid-1003/likes', body: { isAdd: true, deviceId: 'attack-device-0001' } }),
    expect: { ...ANYONE, anonymous: 400 },
    reason: { anonymous: LIKER_UNKNOWN },
  },
  'POST /rest/vid/{uuid}/viewed': {
    who: 'anyone',
    request: () => ({ method: 'POST', path: '/rest/vid/vid-1003/viewed' }),
    expect: ANYONE,
  },
  'POST /rest/fizz/{uuid}/comment': {
    who: 'anyone',
    request: () => ({
      method: 'POST',
      path: '/rest/fizz/vid-1003/comment',
      body: { parentUUID: null, body: 'Lovely video!', firstName: 'A', lastName: 'B' },
    }),
    expect: ANYONE,
  },
  'DELETE /rest/fizz/{uuid}/comment/{commentUuid}': {
    who: 'owner',
    request: () => ({ method: 'DELETE', path: '/rest/fizz/vid-1003/comment/cmt-5' }),
    expect: { ...OWNER_ONLY, locked: 'n/a' },
  },
  'PUT /rest/user': {
    who: 'session',
    request: () => ({
      method: 'PUT',
      path: '/rest/user',
      body: { version: 'web', firstName: 'Ivy', lastName: 'Invitee', email: 'ivy@example.com', deviceId: 'd-1' },
    }),
    expect: ANYONE,
  },
  'POST /rest/qr/box-set-link/{fizzId}?qrKey={qrKey}': {
    who: 'owner',
    request: () => ({ method: 'POST', path: '/rest/qr/box-set-link/1003?qrKey=QR-BOX', body: { qrKey: 'QR-BOX' } }),
    expect: { owner: 'ok', other: 400, anonymous: 403, locked: 'n/a' },
  },
};
const OWNERSHIP_ROWS = Object.keys(OWNERSHIP).length;

// ---------------------------------------------------------------- bad bodies

/** The JSON write calls, each aimed at a target the demo user owns (so only the body can be wrong). */
const jsonWrites = WRITES.filter(([call]) => JSON_WRITES.has(call)).map(([call]) => {
  const { method, path } = OWNERSHIP[call].request();
  return [call, method, path] as const;
});

describe('malformed JSON, wrong content types, bodies over the limit', () => {
  const MALFORMED = [
    '{"broken":',
    '',
    'null',
    '[]',
    '"just a string"',
    '{"a":1}{"b":2}',
    '\u0000\u0001',
    '{"__proto__":{"polluted":true}}',
  ];

  it.each(jsonWrites)('%s: malformed JSON bodies', async (call, method, url) => {
    for (const body of MALFORMED) {
      const answer = counted(await send(method, url, { body, type: 'application/json', session: DEMO_SESSION_ID }));
      expectRefusal(answer, `${call} with ${JSON.stringify(body)}`);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(jsonWrites)('%s: a form, XML or multipart body where JSON belongs', async (call, method, url) => {
    const form = new FormData();
    form.append('email', 'demo@example.com');
    for (const [body, type] of [
      ['email=demo%40example.com&password=demo1234', 'application/x-www-form-urlencoded'],
      ['<user><email>demo@example.com</email></user>', 'application/xml'],
      [form, undefined],
    ] as const) {
      const answer = counted(await send(method, url, { body, type, session: DEMO_SESSION_ID }));
      expectRefusal(answer, `${call} with ${type ?? 'multipart'}`);
    }
  });

  it.each(jsonWrites)('%s: a body over the 1 MB limit → 413', async (call, method, url) => {
    const body = JSON.stringify({ pad: 'x'.repeat(LIMITS.jsonBodyBytes) });
    const answer = counted(await send(method, url, { body, type: 'application/json', session: DEMO_SESSION_ID }));
    expectRefusal(answer, call);
    expect(answer.status).toBe(413);
    expect(answer.json?.message).toBe(BODY_TOO_LARGE);
  });

  it.each([...UPLOADS].map((call) => [call, WRITES.find(([c]) => c === call)![5]]))(
    '%s: JSON, an empty form or a text file where an upload belongs',
    async (call, url) => {
      const text = new FormData();
      text.append('files[]', new File(['<script>alert(1)</script>'], 'x.jpg', { type: 'image/jpeg' }));
      for (const [body, type] of [
        ['{"files":[]}', 'application/json'],
        [new FormData(), undefined],
        [text, undefined],
        ['--b\r\nContent-Disposition: form-data; name="files[]"; filename="a.jpg"\r\n\r\nxx', 'multipart/form-data; boundary=b'],
      ] as const) {
        const answer = counted(await send('POST', url, { body, type, session: DEMO_SESSION_ID }));
        expectRefusal(answer, `${call} with ${type ?? 'form'}`);
      }
    },
  );

  it('a JSON body under another label is read by its bytes: never a 500, and anything but JSON is refused', async () => {
    // the server goes by the bytes, not the label (no cookie carries the session, so a cross-site
    // "simple" text/plain request gains nothing); what matters is a clean answer either way
    const labelled = await send('POST', '/rest/message/log', {
      body: JSON.stringify({ message: 'hi', os: 'web' }),
      type: 'text/plain',
    });
    expect(labelled.status).toBeLessThan(500);
    expect(labelled.json?.status).toMatch(/^(success|error)$/);
    const malformed = counted(await send('POST', '/rest/message/log', { body: 'message=hi', type: 'text/plain' }));
    expect([malformed.status, malformed.json?.message]).toEqual([400, BODY_NOT_JSON]);
  });
});

// ---------------------------------------------------------------- bad ids

/** The ids in a sample URL's path (numbers, and codes such as vid-1003, inv-1001, QR-BOX, otp-demo). */
const ID_SEGMENT = /\/(\d{3,}|vid-[\w-]+|inv-[\w-]+|QR-[\w-]+|otp-[\w-]+|cmt-\d+|free-[\w-]+)(?=[/?]|$)/g;
const BAD_IDS = [
  '999999',
  '-1',
  '0',
  'abc',
  '1e3',
  '0x3E9',
  '%2B1001',
  '1001.5',
  '%20',
  '%2e%2e%2f',
  '99999999999999999999999',
  '%00',
];

const withIds = SPEC_CALLS.filter(([, , , , , url]) => new URL(url, ORIGIN).pathname.match(ID_SEGMENT));

describe('unknown, negative and non-numeric ids in every call that names one', () => {
  it('most of the inventory names an id in its path', () => {
    expect(withIds.length).toBeGreaterThanOrEqual(30);
  });

  it.each(withIds.map(([call, , , , method, url]) => [call, method, url]))('%s', async (call, method, url) => {
    const { pathname, search } = new URL(url, ORIGIN);
    const segments = [...pathname.matchAll(ID_SEGMENT)];
    for (const segment of segments) {
      for (const bad of BAD_IDS) {
        const start = segment.index + 1;
        const path = `${pathname.slice(0, start)}${bad}${pathname.slice(start + segment[1].length)}${search}`;
        const body = method === 'GET' || method === 'DELETE' ? undefined : JSON_WRITES.has(call) ? '{}' : undefined;
        const answer = counted(
          await send(method, path, { body, type: body ? 'application/json' : undefined, session: DEMO_SESSION_ID }),
        );
        if (answer.type.startsWith('image/')) continue; // the text preview draws any text; its id is the template's
        expectRefusal(answer, `${call} as ${method} ${path}`);
      }
    }
  });

  it.each(['-1', 'abc', '0x3E9', '', '1001%00'])('invite intent with fizzId=%s', async (id) => {
    expectRefusal(counted(await sendJson('POST', `/rest/tracking/best/invite-intent?fizzId=${id}`, { value: 'copy' })), id);
  });
});

const NOT_YOURS = [NOT_YOUR_FIZZ, ONLY_OWNER_REMOVES, CARD_NOT_YOURS];
const REASON: Record<Exclude<Actor, 'owner' | 'other'>, string> = { anonymous: NOT_SIGNED_IN, locked: FINISHED };

const SESSIONS: Record<Actor, Session> = {
  owner: DEMO_SESSION_ID,
  other: OTHER_SESSION_ID,
  anonymous: undefined,
  locked: DEMO_SESSION_ID,
};

/** What a refused call must leave as it was. */
const snapshot = () => {
  const { fizzes, clips, comments, users, qrCards, otps, offers } = getDb();
  return JSON.stringify({ fizzes, clips, comments, users, qrCards, otps, offers });
};

async function perform(req: Req, session: Session): Promise<Answer> {
  if (req.upload) {
    const form = new FormData();
    form.append('files[]', jpegFile('p.jpg'), 'p.jpg');
    return send(req.method, req.path, { body: form, session });
  }
  if (req.body === undefined) return send(req.method, req.path, { session });
  return send(req.method, req.path, { body: JSON.stringify(req.body), type: 'application/json', session });
}

const CELLS = Object.entries(OWNERSHIP).flatMap(([call, row]) =>
  (['owner', 'other', 'anonymous', 'locked'] as const)
    .filter((actor) => row.expect[actor] !== 'n/a')
    .map((actor) => [call, row.who, actor, row.expect[actor]] as const),
);

describe('ownership: every write call × (owner, another user, anonymous, owner of a locked greeting)', () => {
  it('the table has a row for every write call of the inventory, and no other', () => {
    expect(Object.keys(OWNERSHIP).sort()).toEqual(WRITES.map(([call]) => call).sort());
  });

  it.each(CELLS)('%s (%s) as %s → %s', async (call, _who, actor, outcome) => {
    const row = OWNERSHIP[call];
    row.setup?.();
    if (actor === 'locked') givenGreeting({ isLocked: true }, row.lockTarget?.() ?? 1001);
    const before = snapshot();
    const answer = await perform(row.request(), SESSIONS[actor]);
    if (outcome === 'ok') {
      expect([answer.status, answer.json?.status], JSON.stringify(answer.json)).toEqual([200, 'success']);
      return;
    }
    expectRefusal(counted(answer), `${call} as ${actor}`);
    expect(answer.status).toBe(outcome);
    // refused for the right reason, not for a bad body or a missing row
    if (actor === 'other') expect(NOT_YOURS).toContain(answer.json?.message);
    else expect(answer.json?.message).toBe(row.reason?.[actor] ?? REASON[actor as keyof typeof REASON]);
    expect(snapshot(), 'a refused call changed the data').toBe(before);
  });

  it("another account's settings call changes its own password, not the demo user's", async () => {
    await perform(OWNERSHIP['PUT /rest/user/settings'].request(), OTHER_SESSION_ID);
    const users = getDb().users;
    expect(users.find((u) => u.email === 'demo@example.com')!.password).toBe('demo1234');
    expect(users.find((u) => u.email === 'sam@example.com')!.password).toBe('newpass1');
  });
});

// ---------------------------------------------------------------- another user's greeting, read

const OWNER_READS = [
  '/rest/fizz/1001',
  '/rest/fizz/1001?screen=inviteCode',
  '/rest/fizz/1001?screen=personalize',
  '/rest/fizz/1001/detail?type=edit-flow&cache=1',
  '/rest/fizz/1003/detail',
  '/rest/fizz/process/1003?cache=1',
  '/rest/fizz/1002/checkout',
  '/rest/qr/QR-BOX/box-set-preview/1003',
  '/rest/qr/box-set/list?qrKey=QR-BOX',
];

describe("another user's greeting cannot be read through the owner's screens", () => {
  it.each(OWNER_READS)('GET %s as another account and as nobody', async (path) => {
    for (const session of [OTHER_SESSION_ID, undefined]) {
      expectRefusal(counted(await send('GET', path, { session })), `${path} as ${session ?? 'nobody'}`);
    }
    const own = await send('GET', path, { session: DEMO_SESSION_ID });
    expect([own.status, own.json?.status]).toEqual([200, 'success']);
  });
});

// ---------------------------------------------------------------- the server stays up

describe('npm run mock:server stays up under the same bad input', () => {
  let server: Server | undefined;
  afterAll(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  it('malformed, oversized and wrongly typed bodies over real HTTP: refused with JSON, and the next call is answered', async () => {
    const started = await startMockServer(0, '127.0.0.1');
    server = started.server;
    const base = started.url.replace('localhost', '127.0.0.1');
    for (const [, method, url] of jsonWrites) {
      for (const [body, type] of [
        ['{"broken":', 'application/json'],
        ['<xml/>', 'application/xml'],
        [JSON.stringify({ pad: 'x'.repeat(LIMITS.jsonBodyBytes) }), 'application/json'],
      ] as const) {
        expectRefusal(
          counted(await send(method, url, { body, type, session: DEMO_SESSION_ID, base })),
          `${method} ${url} over HTTP`,
        );
      }
    }
    const alive = await send('GET', '/rest/theme-v3?cache=1', { base });
    expect([alive.status, alive.json?.status]).toEqual([200, 'success']);
  });
});
