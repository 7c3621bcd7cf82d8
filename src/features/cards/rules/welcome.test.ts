import { describe, expect, it } from 'vitest';
import { watchPath, welcomeFor, type ScannedCard } from './welcome';

const card = (over: Partial<ScannedCard>): ScannedCard => ({
  qrKey: 'QR-1',
  isQRCardOwner: false,
  editFizzId: null,
  isBoxSet: false,
  createThemeAnimationId: 101,
  hasOwner: false,
  ...over,
});

describe('welcomeFor (the card-scan welcome page)', () => {
  it.each([
    ['owner with a greeting → its edit page', card({ isQRCardOwner: true, hasOwner: true, editFizzId: 1004 }), true, { kind: 'go', to: '/edit/1004' }],
    ['owner without a greeting → create inside the flow', card({ isQRCardOwner: true, hasOwner: true }), true, { kind: 'go', to: '/qr-setup/QR-1/create/101' }],
    ['boxed-set owner without a greeting → the add page', card({ isQRCardOwner: true, hasOwner: true, isBoxSet: true, createThemeAnimationId: 601 }), true, { kind: 'go', to: '/qr-setup/QR-1/601/add' }],
    ['boxed-set owner with a linked greeting → its edit page', card({ isQRCardOwner: true, hasOwner: true, isBoxSet: true, editFizzId: 1003 }), true, { kind: 'go', to: '/edit/1003' }],
    ['someone else’s card, signed out', card({ hasOwner: true }), false, { kind: 'other-owner', boxSet: false }],
    ['someone else’s card, signed in as another user', card({ hasOwner: true }), true, { kind: 'other-owner', boxSet: false }],
    ['someone else’s boxed set', card({ hasOwner: true, isBoxSet: true }), false, { kind: 'other-owner', boxSet: true }],
    ['a new card, signed in → create inside the flow', card({}), true, { kind: 'go', to: '/qr-setup/QR-1/create/101' }],
    ['a new boxed set, signed in → the add page', card({ isBoxSet: true, createThemeAnimationId: 602 }), true, { kind: 'go', to: '/qr-setup/QR-1/602/add' }],
    ['a new card, signed out → register or login', card({}), false, { kind: 'new-card', boxSet: false }],
    ['a new boxed set, signed out', card({ isBoxSet: true }), false, { kind: 'new-card', boxSet: true }],
    ['keys are URL-encoded', card({ qrKey: 'a/b c', isQRCardOwner: true, hasOwner: true }), true, { kind: 'go', to: '/qr-setup/a%2Fb%20c/create/101' }],
  ] as const)('%s', (_name, scanned, signedIn, expected) => {
    expect(welcomeFor(scanned, signedIn)).toEqual(expected);
  });
});

describe('watchPath', () => {
  it.each([
    ['http://localhost/vid/vid-1003', '/vid/vid-1003'],
    ['/vid/vid-1003', '/vid/vid-1003'],
    ['https://evil.example/vid/x', null],
    ['javascript:alert(1)', null],
    ['http://localhost/list', null],
    [null, null],
  ])('%s → %s', (url, expected) => {
    expect(watchPath(url, 'http://localhost')).toBe(expected);
  });
});
