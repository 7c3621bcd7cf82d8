import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import {
  changePasswordByOtp,
  changePasswordSignedIn,
  getActorInfo,
  getOfferInfo,
  login,
  logMessage,
  redeemActorOffer,
  register,
  resetViewAlert,
  sendPasswordLink,
  skipActorOffer,
  updateContact,
} from '@/api/user/requests';
import type { LoginPayload, RegisterPayload } from '@/api/user/schemas';
import { startSession } from '@/shared/lib/session';
import { signInAsDemo, startGuestSession } from '@/testing/sessions';
import { getDb, updateDb } from '../db/store';
import { givenGreeting, GREETINGS } from '@/testing/builders';
import { FREE_OFFER_CODE, GUEST_SESSION_ID } from '../db/seed';
import { USER_MESSAGES } from './user';
import { SERVER_ERROR_MESSAGE, setScenarios } from '../scenarios/scenarios';

const loginBody = (email: string, password: string, extra: Partial<LoginPayload> = {}): LoginPayload => ({
  version: 'web',
  user: { deviceType: 1, email, password, deviceId: 'dev-1' },
  ...extra,
});

const registerBody = (over: Partial<RegisterPayload['user']> = {}, extra: Partial<RegisterPayload> = {}): RegisterPayload => ({
  version: 'web',
  from: 'register',
  user: {
    deviceType: 3,
    firstName: 'Nia',
    lastName: 'New',
    email: 'nia@example.com',
    password: 'secret99',
    marketingOptIn: true,
    offer: null,
    deviceId: 'dev-1',
    userTimeZone: 'Europe/London',
    ...over,
  },
  ...extra,
});

describe('POST /rest/user/login?type=site', () => {
  it('signs the demo user in: a new session, isAccount, hasFizzes', async () => {
    const res = await login(loginBody('Demo@Example.com', 'demo1234'));
    expect(res).toMatchObject({ isAccount: true, hasGreetings: true, offerResult: null, editGreetingId: null, createTaId: null });
    expect(res.session).toBe(res.sessionId);
    expect(getDb().sessions.find((s) => s.id === res.session)?.userId).toBe(1);
  });

  it.each([
    ['a wrong password', 'demo@example.com', 'nope-nope'],
    ['an unknown email', 'nobody@example.com', 'demo1234'],
  ])('refuses %s with a message', async (_, email, password) => {
    await expect(login(loginBody(email, password))).rejects.toMatchObject({ message: USER_MESSAGES.badLogin });
  });

  it('refuses a malformed body', async () => {
    const bad = { version: 'web', user: { deviceType: 3, email: 'a', password: 'b', deviceId: 'x' } } as unknown as LoginPayload;
    await expect(login(bad)).rejects.toBeInstanceOf(ApiError);
  });

  it.each([
    [
      'QR-OWNED (the card has a greeting)',
      'QR-OWNED',
      { editGreetingId: 1004, createTaId: null, isQRCard: true, isBoxSet: false },
    ],
    ['QR-DEMO-UNASSIGNED (owned, no greeting)', 'QR-DEMO-UNASSIGNED', { editGreetingId: null, createTaId: 301, isQRCard: true }],
    ['QR-BOX (a boxed set)', 'QR-BOX', { createTaId: 601, isBoxSet: true }],
    ['QR-OTHER (someone else’s)', 'QR-OTHER', { editGreetingId: null, createTaId: null, isQRCard: true }],
    ['QR-NEW (unowned: it becomes the user’s)', 'QR-NEW', { createTaId: 101, isQRCard: true }],
  ])('a qrKey of %s answers the card outcome', async (_, qrKey, expected) => {
    const res = await login(loginBody('demo@example.com', 'demo1234', { qrKey }));
    expect(res).toMatchObject(expected);
  });

  it('offer results: the recipient’s own offer is claimed; someone else’s code is invalid; a share offer twice is a duplicate', async () => {
    const own = await login(loginBody('offer@example.com', 'demo1234', { version: '999', from: 'recipient', offer: 'share-2' }));
    expect(own.offerResult).toBe('claimed');
    const other = await login(
      loginBody('demo@example.com', 'demo1234', { version: '999', from: 'recipient', offer: FREE_OFFER_CODE }),
    );
    expect(other.offerResult).toBe('invalid');
    const unknown = await login(loginBody('demo@example.com', 'demo1234', { from: 'recipient', offer: 'no-such-offer' }));
    expect(unknown.offerResult).toBe('invalid');
    const first = await login(loginBody('demo@example.com', 'demo1234', { from: 'recipient', offer: 'share-2' }));
    expect(first.offerResult).toBe('claimed');
    const again = await login(loginBody('demo@example.com', 'demo1234', { from: 'recipient', offer: 'share-2' }));
    expect(again.offerResult).toBe('duplicate');
  });

  it('a used free-greeting offer is a duplicate', async () => {
    updateDb((s) => {
      for (const o of s.offers) if (o.kind === 'free-greeting') o.claimed = true;
    });
    const res = await login(loginBody('offer@example.com', 'demo1234', { from: 'recipient', offer: FREE_OFFER_CODE }));
    expect(res.offerResult).toBe('duplicate');
  });

  it('keeps the greetings an anonymous session created', async () => {
    givenGreeting({ ownerId: null, creatorSessionId: GUEST_SESSION_ID });
    startGuestSession();
    await login(loginBody('sam@example.com', 'demo1234'));
    expect(getDb().fizzes.find((x) => x.id === 1001)?.ownerId).toBe(3);
  });
});

describe('POST /rest/user/register-react?type=web&screen={from}', () => {
  it('creates the account and a session (sessionId), with the opt-in kept', async () => {
    const res = await register(registerBody(), 'register');
    expect(res).toMatchObject({ isAccount: true, hasGreetings: false, offerResult: null });
    const user = getDb().users.find((u) => u.email === 'nia@example.com');
    expect(user).toMatchObject({ firstName: 'Nia', lastName: 'New', marketingOptIn: true });
    expect(getDb().sessions.find((s) => s.id === res.sessionId)?.userId).toBe(user?.id);
  });

  it('refuses a duplicate email (any case) with a message', async () => {
    await expect(register(registerBody({ email: 'DEMO@example.com' }), 'register')).rejects.toMatchObject({
      message: USER_MESSAGES.duplicateEmail,
    });
  });

  it.each([
    [{ firstName: ' ' }, USER_MESSAGES.firstNameRequired],
    [{ lastName: '' }, USER_MESSAGES.lastNameRequired],
    [{ email: 'nia@example' }, USER_MESSAGES.emailInvalid],
    [{ password: '12345' }, USER_MESSAGES.passwordShort],
  ])('refuses %o with "%s"', async (over, message) => {
    await expect(register(registerBody(over), 'register')).rejects.toMatchObject({ message });
  });

  it('a trial sign-up takes the invite’s share offer; a campaign session gets the campaign offer', async () => {
    const trial = await register(registerBody({ offer: 'share-3' }, { from: 'actor' }), 'actor');
    expect(trial.offerResult).toBe('claimed');
    updateDb((s) => s.sessions.push({ id: 'sess-camp', userId: null, createdAt: '', campaignKey: 'free-july' }));
    startSession('sess-camp', false);
    const camp = await register(registerBody({ email: 'july@example.com' }), 'register');
    expect(camp.offerResult).toBe('claimed');
    const user = getDb().users.find((u) => u.email === 'july@example.com')!;
    expect(getDb().offers.some((o) => o.kind === 'free-greeting' && o.userId === user.id && !o.claimed)).toBe(true);
  });
});

describe('POST /rest/user/send-password-link', () => {
  it('answers success for any well-formed email', async () => {
    await expect(sendPasswordLink({ email: 'demo@example.com' })).resolves.toMatchObject({ status: 'success' });
    await expect(sendPasswordLink({ email: 'nobody@example.com' })).resolves.toMatchObject({ status: 'success' });
  });
  it.each([
    ['', USER_MESSAGES.emailRequired],
    ['not-an-email', USER_MESSAGES.emailInvalid],
  ])('refuses "%s"', async (email, message) => {
    await expect(sendPasswordLink({ email })).rejects.toMatchObject({ message });
  });
});

describe('PUT /rest/user/register-password/{otp}', () => {
  it('sets the password through a valid link', async () => {
    await expect(changePasswordByOtp('otp-demo', 'brand-new')).resolves.toMatchObject({ status: 'success' });
    expect(getDb().users.find((u) => u.id === 1)?.password).toBe('brand-new');
  });
  it.each([
    ['otp-expired', 'brand-new', USER_MESSAGES.otpExpired],
    ['otp-nope', 'brand-new', USER_MESSAGES.otpUnknown],
    ['otp-demo', '123', USER_MESSAGES.passwordShort],
  ])('%s / "%s" is refused', async (otp, password, message) => {
    await expect(changePasswordByOtp(otp, password)).rejects.toMatchObject({ message });
  });
});

describe('PUT /rest/user/settings', () => {
  it('changes the signed-in user’s password', async () => {
    signInAsDemo();
    await expect(changePasswordSignedIn('another1')).resolves.toMatchObject({ status: 'success' });
    expect(getDb().users.find((u) => u.id === 1)?.password).toBe('another1');
  });
  it('needs a session (403)', async () => {
    await expect(changePasswordSignedIn('another1')).rejects.toMatchObject({ httpStatus: 403 });
  });
  it('refuses a short password', async () => {
    signInAsDemo();
    await expect(changePasswordSignedIn('abc')).rejects.toMatchObject({ message: USER_MESSAGES.passwordShort });
  });
});

describe('GET/POST /rest/user/actor-info', () => {
  it('an invitee session gets its invite’s offer and contact details; skip hides it from the plain call', async () => {
    await redeemActorOffer('inv-1001').catch(() => undefined);
    updateDb((s) =>
      s.sessions.push({
        id: 'sess-actor',
        userId: null,
        createdAt: '',
        inviteFizzId: 1001,
        contact: { firstName: 'Ivy', lastName: 'Invitee', email: 'ivy@example.com' },
      }),
    );
    startSession('sess-actor', false);
    const info = await getActorInfo();
    expect(info).toMatchObject({ email: 'ivy@example.com', firstName: 'Ivy', offer: { code: 'share-3', expiresInDays: 7 } });
    await expect(skipActorOffer()).resolves.toMatchObject({ status: 'success' });
    expect((await getActorInfo()).offer).toBeNull();
    expect((await getActorInfo({ interested: true })).offer).not.toBeNull();
  });

  it('without a session: no offer and empty details', async () => {
    await expect(getActorInfo()).resolves.toMatchObject({ offer: null, email: '' });
  });

  it('GET refuses an unknown ?result=; a server error on the call (plain, interested or skip) carries its message', async () => {
    const bad = await fetch(new URL('/rest/user/actor-info?result=maybe', window.location.href));
    expect([bad.status, await bad.json()]).toEqual([
      400,
      { status: 'error', message: 'Invalid request. result: expected interested or skip' },
    ]);
    setScenarios(['server-error:GET /rest/user/actor-info']);
    for (const call of [getActorInfo(), getActorInfo({ interested: true }), skipActorOffer()]) {
      await expect(call).rejects.toMatchObject({ message: SERVER_ERROR_MESSAGE, httpStatus: 500 });
    }
    // the POST (redeem) is another call: not hit by a GET fault
    startGuestSession();
    await expect(redeemActorOffer('inv-1001')).resolves.toMatchObject({ status: 'success' });
  });

  it('POST ?uuid= records the invite on the session; an unknown code is refused', async () => {
    startGuestSession();
    await expect(redeemActorOffer('inv-1001')).resolves.toMatchObject({ status: 'success' });
    expect(getDb().sessions.find((s) => s.id === GUEST_SESSION_ID)?.inviteFizzId).toBe(1001);
    await expect(redeemActorOffer('inv-nope')).rejects.toMatchObject({ message: USER_MESSAGES.inviteUnknown, httpStatus: 404 });
  });
});

describe('GET /rest/offer/info', () => {
  it('an offer recipient gets their own offer and email; a visitor the recipients’ offer', async () => {
    startSession('sess-offer', true);
    await expect(getOfferInfo('login')).resolves.toMatchObject({ email: 'offer@example.com', offer: { code: FREE_OFFER_CODE } });
    startSession('nobody-knows-me', false);
    const anon = await getOfferInfo('register');
    expect(anon).toMatchObject({ email: '', offer: { code: 'share-2', offerExpiresInDays: 7 } });
  });
  it('refuses an unknown page', async () => {
    await expect(getOfferInfo('elsewhere' as 'login')).rejects.toBeInstanceOf(ApiError);
  });
});

describe('POST /rest/message/log', () => {
  it('accepts a message', async () => {
    await expect(logMessage({ message: 'hello', os: 'Linux' })).resolves.toMatchObject({ status: 'success' });
  });
  it('refuses an empty one', async () => {
    await expect(logMessage({ message: '', os: 'Linux' })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('PUT /rest/user (contact form)', () => {
  const contact = { version: 'web', firstName: 'Ivy', lastName: 'Invitee', deviceId: 'dev-1' };
  it.each([
    ['a new email → register', 'ivy@example.com', 'register'],
    ['an account’s email → login', 'demo@example.com', 'login'],
  ])('%s', async (_, email, afterUpdate) => {
    const res = await updateContact({ ...contact, email });
    expect(res.afterUpdate).toBe(afterUpdate);
    expect(getDb().sessions.find((s) => s.id === res.sessionId)?.contact?.email).toBe(email);
  });
  it('a signed-in user → thank-you', async () => {
    signInAsDemo();
    await expect(updateContact({ ...contact, email: 'x@example.com' })).resolves.toMatchObject({ afterUpdate: 'thank-you' });
  });
  it.each([
    [{ firstName: '' }, USER_MESSAGES.firstNameRequired],
    [{ lastName: ' ' }, USER_MESSAGES.lastNameRequired],
    [{ email: 'nope' }, USER_MESSAGES.emailInvalid],
  ])('refuses %o', async (over, message) => {
    await expect(updateContact({ ...contact, email: 'ivy@example.com', ...over })).rejects.toMatchObject({ message });
  });
});

describe('POST /rest/fizz/{fizzId}/reset-view-alert', () => {
  it('re-arms the alert and answers the greeting image', async () => {
    givenGreeting({ viewAlertArmed: false }, GREETINGS.card);
    const res = await resetViewAlert(1004, 'otp-demo');
    expect(res.img).toBeTruthy();
    expect(getDb().fizzes.find((f) => f.id === 1004)?.viewAlertArmed).toBe(true);
  });
  it.each([
    [1004, 'otp-nope', USER_MESSAGES.alertUnknown],
    [1003, 'otp-demo', USER_MESSAGES.alertUnknown],
    [9999, 'otp-demo', USER_MESSAGES.greetingUnknown],
  ])('fizz %s with %s is refused', async (fizzId, otp, message) => {
    await expect(resetViewAlert(fizzId, otp)).rejects.toMatchObject({ message });
  });
  it('an expired link is refused', async () => {
    updateDb((s) => {
      s.otps.find((o) => o.kind === 'view-alert')!.expired = true;
    });
    await expect(resetViewAlert(1004, 'otp-demo')).rejects.toMatchObject({ message: USER_MESSAGES.alertExpired });
  });
});
