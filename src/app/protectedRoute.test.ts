import { describe, expect, it } from 'vitest';
import { protectedRouteTarget } from './protectedRoute';

describe('protectedRouteTarget: where a logged-out visitor goes', () => {
  it.each([
    ['/list', '', '/login/%2Flist'],
    ['/change-password', '', '/login/%2Fchange-password'],
    ['/list', '?tab=cards', '/login/%2Flist%3Ftab%3Dcards'],
    ['/create/101', '', '/register/%2Fcreate%2F101'],
    ['/create/101', '?pt=abc&key=k', '/register/%2Fcreate%2F101%3Fpt%3Dabc%26key%3Dk'],
    ['/qr-setup/QR-NEW/create/101', '', '/register/%2Fqr-setup%2FQR-NEW%2Fcreate%2F101'],
    ['/qr-setup/QR-BOX/change-password', '', '/register/%2Fqr-setup%2FQR-BOX%2Fchange-password'],
    ['/created-things', '', '/login/%2Fcreated-things'],
  ])('%s%s → %s', (path, search, expected) => {
    expect(protectedRouteTarget(path, search)).toBe(expected);
  });

  it('the encoded original path decodes back exactly', () => {
    const target = protectedRouteTarget('/create/7', '?pt=a b&key=x/y');
    expect(decodeURIComponent(target.replace('/register/', ''))).toBe('/create/7?pt=a b&key=x/y');
  });
});
