import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safeRedirect';

describe('safeRedirect: only internal paths of this app', () => {
  it.each([
    ['/list', '/list'],
    ['/edit/1001', '/edit/1001'],
    ['/create/101?pt=x&key=y', '/create/101?pt=x&key=y'],
    ['/faq#micHelp', '/faq#micHelp'],
    ['/qr-setup/QR-NEW/create/101', '/qr-setup/QR-NEW/create/101'],
    ['%2Flist', '/list'],
    ['%252Fedit%252F1001', '/edit/1001'],
    ['/', '/'],
  ])('%s → %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    [undefined],
    [null],
    [''],
    ['list'],
    ['https://evil.example/steal'],
    ['http://evil.example'],
    ['HTTPS://evil.example'],
    ['//evil.example'],
    ['//evil.example/list'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/list\\..\\x'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['mailto:a@b.c'],
    [' /list'],
    ['/list '],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/list\u0000'],
    // percent-encoded
    ['https%3A%2F%2Fevil.example'],
    ['%2F%2Fevil.example'],
    ['%2F%5Cevil.example'],
    ['%5C%5Cevil.example'],
    ['javascript%3Aalert(1)'],
    ['%2F%09%2Fevil.example'],
    ['/%2F/evil.example'],
    ['/%5Cevil.example'],
    // double-encoded
    ['https%253A%252F%252Fevil.example'],
    ['%252F%252Fevil.example'],
    ['%252F%255Cevil.example'],
    ['javascript%253Aalert(1)'],
    ['/%252F/evil.example'],
    ['%25252F%25252Fevil.example'],
    // malformed or absurdly deep encoding
    ['/list%E0%A4%A'],
    ['%2525252525252F%2525252525252Fevil'],
  ])('%s → ignored', (raw) => {
    expect(safeRedirect(raw as string | null | undefined)).toBeNull();
  });
});
