import { describe, expect, it } from 'vitest';
import { loginRedirect, redirectParamTarget, type LoginContext, type LoginOutcome } from './loginRedirect';

describe('loginRedirect: part 1 §4 "Login redirect priority"', () => {
  it.each<[string, LoginOutcome, LoginContext, string]>([
    ['editFizzId beats everything', { editFizzId: 1004, createTaId: 101, hasFizzes: true }, { redirect: '/faq', isOfferOrTrial: true }, '/edit/1004'],
    ['then createTaId', { createTaId: 101, hasFizzes: true }, { redirect: '/faq', isOfferOrTrial: true }, '/create/101'],
    ['then the redirect param', { hasFizzes: true }, { redirect: '/invite-others/1001', isOfferOrTrial: true }, '/invite-others/1001'],
    ['then /browse for an offer or trial', { hasFizzes: true }, { isOfferOrTrial: true }, '/browse'],
    ['then /list when the user has projects', { hasFizzes: true }, {}, '/list'],
    ['else /', { hasFizzes: false }, {}, '/'],
    ['an ignored (null) redirect falls through to the next rule', { hasFizzes: true }, { redirect: null }, '/list'],
    ['empty ids do not count', { editFizzId: null, createTaId: '' }, {}, '/'],
    // card-scan flow: the usual redirect is blocked
    ['QR: the card’s greeting is edited', { editFizzId: 1004, isBoxSet: false }, { qrKey: 'QR-OWNED', redirect: '/faq' }, '/edit/1004'],
    ['QR: a new greeting starts inside the flow', { createTaId: 101 }, { qrKey: 'QR-NEW', redirect: '/faq' }, '/qr-setup/QR-NEW/create/101'],
    ['QR: a boxed set returns to the card page', { createTaId: 601, isBoxSet: true }, { qrKey: 'QR-BOX' }, '/qr/QR-BOX'],
    ['QR: nothing to do returns to the card page, not the redirect or /list', { hasFizzes: true }, { qrKey: 'QR-OTHER', redirect: '/faq' }, '/qr/QR-OTHER'],
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
