import { describe, expect, it } from 'vitest';
import { DELETE_FAILED_MESSAGE, DOWNLOAD_NOTE, startedLabel } from './projects';
import { mailtoHref, SHARE_EMAIL_SUBJECT, smsHref } from './shareLinks';

describe('share link shapes', () => {
  it.each([
    ['https://app.test/vid/vid-1003', 'sms:?&body=https%3A%2F%2Fapp.test%2Fvid%2Fvid-1003'],
    ['Watch this & smile 🎉', 'sms:?&body=Watch%20this%20%26%20smile%20%F0%9F%8E%89'],
    ['a\n\nb', 'sms:?&body=a%0A%0Ab'],
  ])('sms body %j → %s', (body, href) => {
    expect(smsHref(body)).toBe(href);
  });

  it('mailto carries the subject and the body, encoded', () => {
    const href = mailtoHref(SHARE_EMAIL_SUBJECT, 'https://app.test/vid/x?a=1&b=2');
    expect(href).toBe(
      'mailto:?subject=Watch%20a%20surprise%20video%20made%20just%20for%20you&body=https%3A%2F%2Fapp.test%2Fvid%2Fx%3Fa%3D1%26b%3D2',
    );
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe(SHARE_EMAIL_SUBJECT);
    expect(url.searchParams.get('body')).toBe('https://app.test/vid/x?a=1&b=2');
  });
});

describe('the project list texts', () => {
  it('says 6 months and uses the spec delete message', () => {
    expect(DOWNLOAD_NOTE).toMatch(/6 months/);
    expect(DELETE_FAILED_MESSAGE).toBe('Unable to delete item');
  });

  it.each([
    ['2025-03-04T10:00:00.000Z', 'Started Mar 4, 2025'],
    ['2025-03-04 23:59:59.000000', 'Started Mar 4, 2025'],
    ['nonsense', null],
    ['', null],
    [null, null],
  ])('startedLabel(%j) → %j', (input, label) => {
    expect(startedLabel(input)).toBe(label);
  });
});

describe('broken text', () => {
  it('a lone surrogate never breaks the links', () => {
    const half = '🎉'.slice(1);
    expect(smsHref(half)).toBe('sms:?&body=%EF%BF%BD');
    expect(mailtoHref(half, 'x')).toBe('mailto:?subject=%EF%BF%BD&body=x');
  });
});
