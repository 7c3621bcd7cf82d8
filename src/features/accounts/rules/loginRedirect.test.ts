import { describe, expect, it } from 'vitest';
import { loginRedirect, redirectParamTarget, signedInLoginBounce, type LoginContext, type LoginOutcome } from './loginRedirect';

describe('loginRedirect: part 1 §4 "Login redirect priority"', () => {
  it.each<[string, LoginOutcome, LoginContext, string]>([
    [
      'editFizzId beats everything',
      { editGreetingId: 1004, createTaId: 101, hasGreetings: true },
      { redirect: '/faq', isOfferOrTrial: true },
      '/edit/1004',
    ],
    ['then createTaId', { createTaId: 101, hasGreetings: true }, { redirect: '/faq', isOfferOrTrial: true }, '/create/101'],
    [
      'then the redirect param',
      { hasGreetings: true },
      { redirect: '/invite-others/1001', isOfferOrTrial: true },
      '/invite-others/1001',
    ],
    ['then /browse for an offer or trial', { hasGreetings: true }, { isOfferOrTrial: true }, '/browse'],
    [
      'a live offer in the answer goes to /browse, even from the plain /login',
      { hasGreetings: true, offerResult: 'claimed' },
      {},
      '/browse',
    ],
    [
      'a live offer does not beat the redirect param',
      { hasGreetings: true, offerResult: 'claimed' },
      { redirect: '/invite-others/1001' },
      '/invite-others/1001',
    ],
    ['a live offer does not beat createTaId', { createTaId: 101, offerResult: 'claimed' }, {}, '/create/101'],
    ['an invalid or duplicate offer is no offer: /list', { hasGreetings: true, offerResult: 'invalid' }, {}, '/list'],
    ['an already claimed (duplicate) offer, no projects: /', { offerResult: 'duplicate' }, {}, '/'],
    ['QR: a live offer does not leave the card-scan flow', { offerResult: 'claimed' }, { qrKey: 'QR-OTHER' }, '/qr/QR-OTHER'],
    ['then /list when the user has projects', { hasGreetings: true }, {}, '/list'],
    ['else /', { hasGreetings: false }, {}, '/'],
    ['an ignored (null) redirect falls through to the next rule', { hasGreetings: true }, { redirect: null }, '/list'],
    ['empty ids do not count', { editGreetingId: null, createTaId: '' }, {}, '/'],
    // card-scan flow: the usual redirect is blocked
    [
      'QR: the card’s greeting is edited',
      { editGreetingId: 1004, isBoxSet: false },
      { qrKey: 'QR-OWNED', redirect: '/faq' },
      '/edit/1004',
    ],
    [
      'QR: a new greeting starts inside the flow',
      { createTaId: 101 },
      { qrKey: 'QR-NEW', redirect: '/faq' },
      '/qr-setup/QR-NEW/create/101',
    ],
    ['QR: a boxed set returns to the card page', { createTaId: 601, isBoxSet: true }, { qrKey: 'QR-BOX' }, '/qr/QR-BOX'],
    [
      'QR: nothing to do returns to the card page, not the redirect or /list',
      { hasGreetings: true },
      { qrKey: 'QR-OTHER', redirect: '/faq' },
      '/qr/QR-OTHER',
    ],
  ])('%s → %s', (_, outcome, context, expected) => {
    expect(loginRedirect(outcome, context)).toBe(expected);
  });
});

describe('redirectParamTarget: the /login/{redirect} parameter', () => {
  it.each([
    ['/list', '/list'],
    ['/create/101?pt=x', '/create/101?pt=x'],
    ['1002', '/checkout/1002'],
    ['https://evil.example', null],
    ['//evil.example', null],
    ['javascript:alert(1)', null],
    ['%2F%2Fevil.example', null],
    // backslashes, and the percent-encoded and double-encoded forms of every trick
    ['/\\evil.example', null],
    ['\\\\evil.example', null],
    ['%2F%5Cevil.example', null],
    ['https%3A%2F%2Fevil.example', null],
    ['javascript%3Aalert(1)', null],
    ['%252F%252Fevil.example', null],
    ['%252F%255Cevil.example', null],
    ['https%253A%252F%252Fevil.example', null],
    ['javascript%253Aalert(1)', null],
    // an encoded internal path is still one; a bare id is only digits
    ['%2Fedit%2F1001', '/edit/1001'],
    ['1002x', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (param, expected) => {
    expect(redirectParamTarget(param as string | null | undefined)).toBe(expected);
  });
});

describe('signedInLoginBounce: a signed-in user opening the login page is sent back (part 1 §6)', () => {
  const ORIGIN = 'https://app.test';
  it.each<[string, boolean, string, ReturnType<typeof signedInLoginBounce>]>([
    ['an app page before it in this visit: history back', true, 'https://elsewhere.example/', { kind: 'back' }],
    ['a full page load from an app page: that page', false, 'https://app.test/faq', { kind: 'go', to: '/faq' }],
    ['… with its query', false, 'https://app.test/theme/1?pt=x', { kind: 'go', to: '/theme/1?pt=x' }],
    ['from another site: /', false, 'https://elsewhere.example/faq', { kind: 'go', to: '/' }],
    ['no referrer: /', false, '', { kind: 'go', to: '/' }],
    ['a malformed referrer: /', false, 'not a url', { kind: 'go', to: '/' }],
    ['from the login page itself: / (not a loop)', false, 'https://app.test/login', { kind: 'go', to: '/' }],
    ['from a login with a redirect: /', false, 'https://app.test/login/%2Flist', { kind: 'go', to: '/' }],
    ['from register: /', false, 'https://app.test/register', { kind: 'go', to: '/' }],
    ['from a card-scan login: /', false, 'https://app.test/qr-setup/QR-NEW/login', { kind: 'go', to: '/' }],
    ['from the offer login: /', false, 'https://app.test/offer-login?offer=x', { kind: 'go', to: '/' }],
    [
      'a page whose name starts like login is still a page',
      false,
      'https://app.test/login-help',
      { kind: 'go', to: '/login-help' },
    ],
  ])('%s', (_, hasAppHistory, referrer, expected) => {
    expect(signedInLoginBounce(hasAppHistory, referrer, ORIGIN)).toEqual(expected);
  });
});
