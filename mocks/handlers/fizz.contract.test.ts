import { describe, expect, it } from 'vitest';
import {
  createGreeting,
  deleteGreeting,
  getGreetingList,
  getGreetingPersonalize,
  getInviteCode,
  imagePreviewUrl,
  personalize,
  trackInviteIntent,
  updateGreeting,
} from '@/api/greetings/requests';
import { refusal } from '@/testing/contract';
import { signInAsDemo, signInAsOther, startGuestSession } from '@/testing/sessions';
import { GUEST_SESSION_ID } from '../db/seed';
import { getDb } from '../db/store';
import { givenGreeting, GREETINGS } from '@/testing/builders';
import { setScenarios } from '../scenarios/scenarios';
import { FIZZ_MESSAGES } from './fizz';

const filled = (values: Record<number, string>) => [
  { title: 'Recipient', items: [{ id: 1, value: values[1] ?? '' }] },
  {
    title: 'Message',
    items: [
      { id: 2, value: values[2] ?? '' },
      { id: 3, value: values[3] ?? '' },
    ],
  },
];

const absolute = (url: string) => new URL(url, window.location.href).href;

describe('POST /rest/theme-animation/{id} (personalize)', () => {
  it('answers the template, preview count and flags', async () => {
    signInAsDemo();
    const res = await personalize(101, { key: 'abc' });
    expect(res.taId).toBe(101);
    expect(res.themeId).toBe(1);
    expect(res.title).toBe('Birthday Balloons');
    expect(res.previewImageCount).toBe(1);
    expect(res.specialFields.map((g) => g.title)).toEqual(['Recipient', 'Message']);
    expect(res.specialFields[0].items[0]).toMatchObject({ id: 1, value: '', placeholder: 'Name', required: true });
    expect(res.showBoxSetAlert).toBe(false);
    expect(res.unlockedPhysicalCards).toEqual({ flagged: false, list: [] });
  });

  it('flags unlocked physical cards and the box-set alert', async () => {
    signInAsDemo();
    givenGreeting({ isLocked: false }, GREETINGS.card);
    const res = await personalize(102, { qrKey: 'QR-BOX' });
    expect(res.unlockedPhysicalCards.flagged).toBe(true);
    expect(res.unlockedPhysicalCards.list).toEqual([expect.objectContaining({ id: 1004, name: "Grandma's Birthday Card" })]);
    expect(res.showBoxSetAlert).toBe(true);
  });

  it('refuses an unknown template', async () => {
    const error = await refusal(personalize(999));
    expect(error.message).toBe(FIZZ_MESSAGES.templateNotFound);
    expect(error.httpStatus).toBe(404);
  });
});

describe('GET image-preview', () => {
  it.each([
    ['plain text', 'Happy Birthday Alex'],
    ['emoji', '🎉🎂 Happy birthday! 👨‍👩‍👧'],
    ['HTML', '<script>alert(1)</script><b onclick="x">&amp;</b>'],
    ['slashes and dots', '../../etc/passwd/ a/b\\c ..'],
    ['a dot segment', '..'],
    ['empty', ''],
    ['500 characters', 'x'.repeat(250) + '🎉'.repeat(250)],
  ])('%s: a well-formed SVG with the text escaped', async (_name, text) => {
    const res = await fetch(absolute(imagePreviewUrl(101, 0, text)));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await res.text();
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.nodeName).toBe('svg');
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
    expect(doc.getElementsByTagName('b')).toHaveLength(0);
    // every word of the text is drawn (wrapped lines joined back)
    const drawn = Array.from(doc.getElementsByTagName('tspan'), (t) => t.textContent).join(' ');
    for (const word of text.split(/\s+/).filter((w) => w && w.length < 30)) expect(drawn).toContain(word);
  });

  it('the drawn text changes with the text', async () => {
    const a = await (await fetch(absolute(imagePreviewUrl(101, 0, 'Alex')))).text();
    const b = await (await fetch(absolute(imagePreviewUrl(101, 0, 'Jordan')))).text();
    expect(a).toContain('Alex');
    expect(b).toContain('Jordan');
  });

  it("refuses an index past the template's preview count, and undecodable text", async () => {
    expect((await fetch(absolute(imagePreviewUrl(101, 5, 'x')))).status).toBe(404);
    const bad = await fetch(absolute('/rest/theme-animation/101/image-preview/0/%25%25'));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ status: 'error', message: FIZZ_MESSAGES.badPreviewText });
  });
});

describe('POST /rest/fizz (create)', () => {
  it('creates a greeting owned by the signed-in user and answers its id', async () => {
    signInAsDemo();
    const { id } = await createGreeting({
      themeAnimation: 101,
      specialFields: filled({ 1: 'Sam', 2: 'Happy birthday' }),
      pt: 'p1',
      key: null,
    });
    const row = getDb().fizzes.find((f) => f.id === Number(id))!;
    // titled by its own text, not 'Birthday Balloons for Sam'
    expect(row).toMatchObject({
      ownerId: 1,
      taId: 101,
      isLocked: false,
      name: 'Happy birthday, Sam!',
      title: 'Happy birthday, Sam!',
    });
    expect(row.specialFields[1].items.map((i) => i.value)).toEqual(['Happy birthday', '']);
    expect(row.message).toContain('"Happy birthday, Sam!"');
  });

  it('an anonymous session creates a greeting it alone can change', async () => {
    startGuestSession();
    const { id } = await createGreeting({ themeAnimation: 101, specialFields: filled({ 1: 'A', 2: 'B' }) });
    expect(getDb().fizzes.find((f) => f.id === Number(id))).toMatchObject({ ownerId: null, creatorSessionId: GUEST_SESSION_ID });
    await updateGreeting(id, { specialFields: filled({ 1: 'A2', 2: 'B' }) });
    signInAsOther();
    expect((await refusal(updateGreeting(id, { specialFields: filled({ 1: 'x', 2: 'y' }) }))).message).toBe(
      FIZZ_MESSAGES.notYours,
    );
  });

  it('with a qrKey the user takes ownership of an unowned card, and the card gets the greeting', async () => {
    signInAsDemo();
    const { id } = await createGreeting({ themeAnimation: 101, qrKey: 'QR-NEW', specialFields: filled({ 1: 'A', 2: 'B' }) });
    const card = getDb().qrCards.find((c) => c.qrKey === 'QR-NEW')!;
    expect(card).toMatchObject({ ownerId: 1, fizzId: Number(id) });
    expect(getDb().fizzes.find((f) => f.id === Number(id))).toMatchObject({ isPhysical: true, linkedQrKeys: ['QR-NEW'] });
  });

  it.each([
    [
      'a blank required field',
      { themeAnimation: 101, specialFields: filled({ 1: '  ', 2: 'B' }) },
      FIZZ_MESSAGES.incomplete,
      400,
    ],
    [
      'an unknown template',
      { themeAnimation: 999, specialFields: filled({ 1: 'A', 2: 'B' }) },
      FIZZ_MESSAGES.templateNotFound,
      404,
    ],
    [
      "someone else's card",
      { themeAnimation: 101, qrKey: 'QR-OTHER', specialFields: filled({ 1: 'A', 2: 'B' }) },
      FIZZ_MESSAGES.cardOtherOwner,
      400,
    ],
    [
      'a card that already has a greeting',
      { themeAnimation: 101, qrKey: 'QR-OWNED', specialFields: filled({ 1: 'A', 2: 'B' }) },
      FIZZ_MESSAGES.cardTaken,
      400,
    ],
    [
      'an unknown card',
      { themeAnimation: 101, qrKey: 'QR-NOPE', specialFields: filled({ 1: 'A', 2: 'B' }) },
      FIZZ_MESSAGES.cardNotFound,
      404,
    ],
  ])('refuses %s', async (_name, body, message, status) => {
    signInAsDemo();
    const before = getDb().fizzes.length;
    const error = await refusal(createGreeting(body));
    expect(error.message).toBe(message);
    expect(error.httpStatus).toBe(status);
    expect(getDb().fizzes).toHaveLength(before);
  });

  it('refuses a bad body and a missing session', async () => {
    signInAsDemo();
    expect((await refusal(createGreeting({ specialFields: 'nope' } as never))).message).toMatch(/^Invalid request\./);
    document.cookie = 'sessionId=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    expect((await refusal(createGreeting({ themeAnimation: 101, specialFields: filled({ 1: 'A', 2: 'B' }) }))).httpStatus).toBe(
      403,
    );
  });
});

describe('PUT /rest/fizz/{id} (update)', () => {
  it("saves the owner's special fields", async () => {
    signInAsDemo();
    const res = await updateGreeting(1001, { specialFields: filled({ 1: 'Alexandra', 2: 'Happy 30th!' }) });
    expect(String(res.id)).toBe('1001');
    expect(getDb().fizzes.find((f) => f.id === 1001)!.specialFields[0].items[0].value).toBe('Alexandra');
    // a name given another way (the demo's) stays
    expect(getDb().fizzes.find((f) => f.id === 1001)!.name).toBe("Alex's Birthday");
  });

  it('a title made from the text follows the new text, and so does the invitation quoting it', async () => {
    signInAsDemo();
    const { id } = await createGreeting({ themeAnimation: 101, specialFields: filled({ 1: 'Sam', 2: 'Happy birthday' }) });
    await updateGreeting(Number(id), { specialFields: filled({ 1: 'Sam', 2: 'Happy 40th!' }) });
    const row = getDb().fizzes.find((f) => f.id === Number(id))!;
    expect([row.name, row.title]).toEqual(['Happy 40th, Sam!', 'Happy 40th, Sam!']);
    expect(row.message).toContain('"Happy 40th, Sam!"');
  });

  it.each([
    ['a locked greeting', 1002, filled({ 1: 'A', 2: 'B' }), FIZZ_MESSAGES.locked, 400],
    ["someone else's greeting", 1005, filled({ 1: 'A', 2: 'B' }), FIZZ_MESSAGES.notYours, 400],
    ['an unknown greeting', 9999, filled({ 1: 'A', 2: 'B' }), FIZZ_MESSAGES.notFound, 404],
    ['a blank required field', 1001, filled({ 1: 'A', 2: '' }), FIZZ_MESSAGES.incomplete, 400],
  ])('refuses %s', async (_name, id, specialFields, message, status) => {
    signInAsDemo();
    const error = await refusal(updateGreeting(id, { specialFields }));
    expect(error.message).toBe(message);
    expect(error.httpStatus).toBe(status);
  });

  it('refuses a change of design', async () => {
    signInAsDemo();
    const error = await refusal(updateGreeting(1001, { themeAnimation: 102, specialFields: filled({ 1: 'A', 2: 'B' }) }));
    expect(error.message).toBe(FIZZ_MESSAGES.designFixed);
  });
});

describe('GET /rest/fizz/{id}?screen=personalize', () => {
  it("answers the greeting's template filled with its text", async () => {
    signInAsDemo();
    const item = await getGreetingPersonalize(1001);
    expect(item).toMatchObject({ id: 1001, taId: 101, isLocked: false, title: 'Birthday Balloons' });
    expect(item.specialFields[0].items[0]).toMatchObject({ value: 'Alex', required: true });
  });

  it('refuses a greeting of someone else', async () => {
    signInAsDemo();
    expect((await refusal(getGreetingPersonalize(1005))).message).toBe(FIZZ_MESSAGES.notYours);
  });
});

describe('GET /rest/fizz/list', () => {
  it("answers the user's projects and cards without a project", async () => {
    signInAsDemo();
    const { items, noGreetingCards } = await getGreetingList();
    expect(items.map((i) => Number(i.id)).sort()).toEqual([1001, 1002, 1003, 1004]);
    const paid = items.find((i) => i.id === 1003)!;
    expect(paid.shareUrl).toBe(new URL('/vid/vid-1003', window.location.href).href);
    expect(paid.hideDelete).toBe(true);
    expect(items.find((i) => i.id === 1001)!.hideDelete).toBe(false);
    expect(noGreetingCards).toEqual([expect.objectContaining({ qrKey: 'QR-DEMO-UNASSIGNED', createThemeAnimationId: 301 })]);
  });

  it('needs a signed-in user', async () => {
    expect((await refusal(getGreetingList())).httpStatus).toBe(403);
    startGuestSession();
    expect((await refusal(getGreetingList())).httpStatus).toBe(403);
  });

  it('a server error shows its message', async () => {
    signInAsDemo();
    setScenarios(['server-error:/rest/fizz/list']);
    expect((await refusal(getGreetingList())).httpStatus).toBe(500);
  });
});

describe('DELETE /rest/fizz/{id}', () => {
  it('deletes an unlocked greeting of the owner, with its clips', async () => {
    signInAsDemo();
    await deleteGreeting(1001);
    expect(getDb().fizzes.some((f) => f.id === 1001)).toBe(false);
    expect(getDb().clips.some((c) => c.fizzId === 1001)).toBe(false);
  });

  it.each([
    ['a finished greeting', 1002, FIZZ_MESSAGES.locked],
    ['a purchased greeting', 1003, FIZZ_MESSAGES.deletePaid],
    ["someone else's greeting", 1005, FIZZ_MESSAGES.notYours],
  ])('refuses %s, which stays', async (_name, id, message) => {
    signInAsDemo();
    expect((await refusal(deleteGreeting(id))).message).toBe(message);
    expect(getDb().fizzes.some((f) => f.id === id)).toBe(true);
  });
});

describe('GET /rest/fizz/{id}?screen=inviteCode', () => {
  it('answers the absolute invite link and the sample text', async () => {
    signInAsDemo();
    const item = await getInviteCode(1001);
    expect(item.inviteLink).toBe(new URL('/in/inv-1001', window.location.href).href);
    expect(item.inviteSampleNoLink).toMatch(/Happy Birthday, Alex!/);
    expect(item.isLocked).toBe(false);
  });

  it('refuses an unknown greeting and a stranger', async () => {
    signInAsDemo();
    expect((await refusal(getInviteCode(424242))).httpStatus).toBe(404);
    signInAsOther();
    expect((await refusal(getInviteCode(1001))).message).toBe(FIZZ_MESSAGES.notYours);
  });
});

describe('POST /rest/tracking/best/invite-intent', () => {
  it('accepts a value naming the action', async () => {
    signInAsDemo();
    await expect(trackInviteIntent(1001, 'copy')).resolves.toMatchObject({ status: 'success' });
  });

  it('refuses an unknown greeting', async () => {
    expect((await refusal(trackInviteIntent(424242, 'email'))).httpStatus).toBe(404);
  });
});
