import { describe, expect, it } from 'vitest';
import { cardWelcomePath, watchPath, welcomeFor, type ScannedCard } from './welcome';

const card = (over: Partial<ScannedCard>): ScannedCard => ({
  qrKey: 'QR-1',
  isQRCardOwner: false,
  editGreetingId: null,
  isBoxSet: false,
  createThemeAnimationId: 101,
  hasOwner: false,
  ...over,
});

describe('welcomeFor (the card-scan welcome page)', () => {
  it.each([
    [
      'owner with a greeting → its edit page',
      card({ isQRCardOwner: true, hasOwner: true, editGreetingId: 1004 }),
      true,
      { kind: 'go', to: '/edit/1004' },
    ],
    [
      'owner without a greeting → create inside the flow',
      card({ isQRCardOwner: true, hasOwner: true }),
      true,
      { kind: 'go', to: '/qr-setup/QR-1/create/101' },
    ],
    [
      'boxed-set owner without a greeting → the add page',
      card({ isQRCardOwner: true, hasOwner: true, isBoxSet: true, createThemeAnimationId: 601 }),
      true,
      { kind: 'go', to: '/qr-setup/QR-1/601/add' },
    ],
    [
      'boxed-set owner with a linked (so locked) greeting → linked, scan more',
      card({ isQRCardOwner: true, hasOwner: true, isBoxSet: true, editGreetingId: 1003 }),
      true,
      { kind: 'go', to: '/qrbox-scan-more/1003' },
    ],
    [
      'owner with an empty editFizzId → create',
      card({ isQRCardOwner: true, hasOwner: true, editGreetingId: '' }),
      true,
      { kind: 'go', to: '/qr-setup/QR-1/create/101' },
    ],
    [
      'the owner flag decides, whatever the local sign-in state',
      card({ isQRCardOwner: true, hasOwner: true, editGreetingId: 7 }),
      false,
      { kind: 'go', to: '/edit/7' },
    ],
    ['someone else’s card, signed out', card({ hasOwner: true }), false, { kind: 'other-owner', boxSet: false }],
    ['someone else’s card, signed in as another user', card({ hasOwner: true }), true, { kind: 'other-owner', boxSet: false }],
    ['someone else’s boxed set', card({ hasOwner: true, isBoxSet: true }), false, { kind: 'other-owner', boxSet: true }],
    ['a new card, signed in → create inside the flow', card({}), true, { kind: 'go', to: '/qr-setup/QR-1/create/101' }],
    [
      'a new boxed set, signed in → the add page',
      card({ isBoxSet: true, createThemeAnimationId: 602 }),
      true,
      { kind: 'go', to: '/qr-setup/QR-1/602/add' },
    ],
    ['a new card, signed out → register or login', card({}), false, { kind: 'new-card', boxSet: false }],
    ['a new boxed set, signed out', card({ isBoxSet: true }), false, { kind: 'new-card', boxSet: true }],
    [
      'keys are URL-encoded',
      card({ qrKey: 'a/b c', isQRCardOwner: true, hasOwner: true }),
      true,
      { kind: 'go', to: '/qr-setup/a%2Fb%20c/create/101' },
    ],
    [
      'boxed-set keys are URL-encoded',
      card({ qrKey: 'box?#1', isBoxSet: true, createThemeAnimationId: 602 }),
      true,
      { kind: 'go', to: '/qr-setup/box%3F%231/602/add' },
    ],
  ] as const)('%s', (_name, scanned, signedIn, expected) => {
    expect(welcomeFor(scanned, signedIn)).toEqual(expected);
  });
});

describe('cardWelcomePath: links back to the card keep the /qr-setup/{key} prefix', () => {
  it.each([
    ['QR-BOX', '/qr-setup/QR-BOX'],
    ['a/b c', '/qr-setup/a%2Fb%20c'],
    ['../list', '/qr-setup/..%2Flist'],
    ['é?#', '/qr-setup/%C3%A9%3F%23'],
  ])('%s → %s', (key, path) => {
    expect(cardWelcomePath(key)).toBe(path);
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
