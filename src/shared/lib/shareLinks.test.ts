import { describe, expect, it } from 'vitest';
import { mailtoHref, smsHref } from './shareLinks';

describe('share link shapes', () => {
  it.each([
    ['https://app.test/vid/vid-1003', 'sms:?&body=https%3A%2F%2Fapp.test%2Fvid%2Fvid-1003'],
    ['Watch this & smile 🎉', 'sms:?&body=Watch%20this%20%26%20smile%20%F0%9F%8E%89'],
    ['a\n\nb', 'sms:?&body=a%0A%0Ab'],
  ])('sms body %j → %s', (body, href) => {
    expect(smsHref(body)).toBe(href);
    expect(decodeURIComponent(href.slice('sms:?&body='.length))).toBe(body);
  });

  it('mailto carries the subject and the body, encoded', () => {
    const subject = 'Watch a surprise video made just for you';
    const href = mailtoHref(subject, 'https://app.test/vid/x?a=1&b=2');
    expect(href).toBe(
      'mailto:?subject=Watch%20a%20surprise%20video%20made%20just%20for%20you&body=https%3A%2F%2Fapp.test%2Fvid%2Fx%3Fa%3D1%26b%3D2',
    );
    expect(href).not.toContain('+');
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe(subject);
    expect(url.searchParams.get('body')).toBe('https://app.test/vid/x?a=1&b=2');
  });
});

describe('broken text', () => {
  const high = '🎉'.slice(0, 1);
  const low = '🎉'.slice(1);

  it.each([
    ['half an emoji (high surrogate) mid-text', `a${high}b`, 'sms:?&body=a%EF%BF%BDb'],
    ['a lone low surrogate', low, 'sms:?&body=%EF%BF%BD'],
  ])('%s never breaks an sms link', (_, body, href) => {
    expect(smsHref(body)).toBe(href);
  });

  it.each([
    [high, high, 'mailto:?subject=%EF%BF%BD&body=%EF%BF%BD'],
    [low, 'x', 'mailto:?subject=%EF%BF%BD&body=x'],
  ])('mailto subject %j, body %j → %s', (subject, body, href) => {
    expect(mailtoHref(subject, body)).toBe(href);
  });
});
