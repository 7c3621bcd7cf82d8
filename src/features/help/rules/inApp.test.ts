import { describe, expect, it } from 'vitest';
import { backAction, isInApp, withInApp } from './inApp';

describe('isInApp: ?inapp=1 marks the in-app variant', () => {
  it.each([
    ['?inapp=1', true],
    ['?inapp=true', true],
    ['?inapp=TRUE', true],
    ['?x=2&inapp=1', true],
    ['', false],
    ['?inapp=0', false],
    ['?inapp=', false],
    ['?inapp=yes', false],
    ['?app=1', false],
  ])('%s → %s', (search, expected) => {
    expect(isInApp(search)).toBe(expected);
  });
});

describe('withInApp: links between help pages keep the flag', () => {
  it.each([
    ['/privacy-policy', true, '/privacy-policy?inapp=1'],
    ['/privacy-policy#california', true, '/privacy-policy?inapp=1#california'],
    ['/faq?x=2#micHelp', true, '/faq?x=2&inapp=1#micHelp'],
    ['/qr-setup/QR-BOX/terms', true, '/qr-setup/QR-BOX/terms?inapp=1'],
    ['/privacy-policy#california', false, '/privacy-policy#california'],
  ])('%s (in app %s) → %s', (path, inApp, expected) => {
    expect(withInApp(path, inApp)).toBe(expected);
  });
});

describe('backAction', () => {
  it.each([
    ['abc123', null, { kind: 'history' }],
    ['abc123', '/qr/QR-BOX', { kind: 'history' }],
    ['default', null, { kind: 'path', to: '/' }],
    ['default', '/qr/QR-BOX', { kind: 'path', to: '/qr/QR-BOX' }],
  ])('key %s, QR page %s → %o', (key, qr, expected) => {
    expect(backAction(key, qr)).toEqual(expected);
  });
});
