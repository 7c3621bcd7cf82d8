import { describe, expect, it } from 'vitest';
import { mailtoHref, nativeShareData, smsHref } from '@/shared/lib/shareLinks';
import { inviteGreetingId } from './inviteGreetingId';
import { INVITE_EMAIL_SUBJECT, inviteIntentOf, inviteShareMessage, inviteShareText } from './inviteShare';

const LINK = 'https://app.test/in/inv-1001';

describe('the invite share text', () => {
  it.each([
    ['Please add a photo!', 'Please add a photo!\n\nhttps://app.test/in/inv-1001'],
    ['  Please add a photo!\n\n', 'Please add a photo!\n\nhttps://app.test/in/inv-1001'],
    ['Line one\nLine two', 'Line one\nLine two\n\nhttps://app.test/in/inv-1001'],
    ['', 'https://app.test/in/inv-1001'],
    ['   ', 'https://app.test/in/inv-1001'],
  ])('message %j → %j', (message, text) => {
    expect(inviteShareText(message, LINK)).toBe(text);
  });
});

describe('the invite message every share action sends', () => {
  it.each([
    ['Please add a photo!', 'Please add a photo!\n\nhttps://app.test/in/inv-1001'],
    ['', 'https://app.test/in/inv-1001'],
  ])('message %j: the spec text under the spec subject, as the share sheet gets it too', (message, text) => {
    expect(inviteShareMessage(message, LINK)).toEqual({ text, subject: 'Help me create a surprise group video' });
    expect(nativeShareData(inviteShareMessage(message, LINK))).toEqual({ title: 'Help me create a surprise group video', text });
  });
});

describe('the invite link shapes', () => {
  const text = inviteShareText('Hi & welcome! 🎉 50% done?', LINK);

  it('sms: carries the whole text as the body', () => {
    const href = smsHref(text);
    expect(href).toBe(
      'sms:?&body=Hi%20%26%20welcome!%20%F0%9F%8E%89%2050%25%20done%3F%0A%0Ahttps%3A%2F%2Fapp.test%2Fin%2Finv-1001',
    );
    expect(decodeURIComponent(href.slice('sms:?&body='.length))).toBe(text);
  });

  it('mailto: has the spec subject and the text as the body', () => {
    const href = mailtoHref(INVITE_EMAIL_SUBJECT, text);
    expect(href.startsWith('mailto:?subject=Help%20me%20create%20a%20surprise%20group%20video&body=')).toBe(true);
    expect(href).not.toContain('+');
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Help me create a surprise group video');
    expect(url.searchParams.get('body')).toBe(text);
  });
});

describe('the greeting id of the invite page', () => {
  it.each([
    ['1001', null, '1001'],
    [undefined, '1001', '1001'],
    [undefined, ' 1002 ', '1002'],
    [undefined, null, null],
    [undefined, '', null],
    [undefined, 'abc', null],
    ['1/2', null, null],
  ])('param %j, query %j → %j', (param, query, id) => {
    expect(inviteGreetingId(param, query)).toBe(id);
  });
});

describe('the invite intent a share action reports', () => {
  it.each([
    ['copy', 'copy'],
    ['text', 'text'],
    ['email', 'email'],
    ['share', 'share'],
    ['download', null],
  ] as const)('%s → %s', (action, intent) => {
    expect(inviteIntentOf(action)).toBe(intent);
  });
});
