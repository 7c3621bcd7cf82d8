import { describe, expect, it } from 'vitest';
import { qrLink, readPathKey, readQrKey } from './qr';

describe('readPathKey: the key or code in /qr, /qr-setup, /in and /vid paths', () => {
  it.each([
    ['/qr/QR-NEW', { kind: 'qr', key: 'QR-NEW' }],
    ['/qr-setup/QR-BOX/list', { kind: 'qr-setup', key: 'QR-BOX' }],
    ['/qr-setup/QR-OWNED/create/101', { kind: 'qr-setup', key: 'QR-OWNED' }],
    ['/in/inv-1001', { kind: 'in', key: 'inv-1001' }],
    ['/in/inv-1001/record/1001', { kind: 'in', key: 'inv-1001' }],
    ['/vid/vid-1003', { kind: 'vid', key: 'vid-1003' }],
    ['/qr/a%20b', { kind: 'qr', key: 'a b' }],
    ['/qr/', null],
    ['/qr', null],
    ['/browse', null],
    ['/video/vid-1003', null],
    ['/qr/%E0%A4%A', null],
  ])('%s', (path, expected) => {
    expect(readPathKey(path)).toEqual(expected);
  });

  it('only /qr and /qr-setup are card-scan flows', () => {
    expect(readQrKey('/qr-setup/QR-BOX/faq')).toBe('QR-BOX');
    expect(readQrKey('/qr/QR-NEW')).toBe('QR-NEW');
    expect(readQrKey('/in/inv-1001')).toBeNull();
    expect(readQrKey('/vid/vid-1003')).toBeNull();
  });
});

describe('qrLink: inside a QR flow links get the /qr-setup/{key} prefix', () => {
  it.each([
    ['/faq', 'QR-BOX', '/qr-setup/QR-BOX/faq'],
    ['/login', 'QR-NEW', '/qr-setup/QR-NEW/login'],
    ['faq', 'QR-BOX', '/qr-setup/QR-BOX/faq'],
    ['/qr-setup/QR-BOX/faq', 'QR-BOX', '/qr-setup/QR-BOX/faq'],
    ['/faq', null, '/faq'],
    ['/faq', '', '/faq'],
    ['/faq', 'a/b', '/qr-setup/a%2Fb/faq'],
  ])('%s with key %s → %s', (path, key, expected) => {
    expect(qrLink(path, key)).toBe(expected);
  });
});
