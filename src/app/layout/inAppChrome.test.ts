import { describe, expect, it } from 'vitest';
import { hidesSiteChrome } from './inAppChrome';

describe('hidesSiteChrome: in-app help pages drop the site navigation and footer', () => {
  it.each([
    ['/faq', '?inapp=1', true],
    ['/terms', '?inapp=true', true],
    ['/privacy-policy', '?x=1&inapp=1', true],
    ['/qr-setup/QR-BOX/faq', '?inapp=1', true],
    ['/faq', '', false],
    ['/faq', '?inapp=0', false],
    ['/browse', '?inapp=1', false],
    ['/tutorials', '?inapp=1', false],
    ['/faq/extra', '?inapp=1', false],
  ])('%s%s → %s', (path, search, expected) => {
    expect(hidesSiteChrome(path, search)).toBe(expected);
  });
});
