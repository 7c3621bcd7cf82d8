import { describe, expect, it } from 'vitest';
import { copiedText, greetingShareMessage, mailtoHref, nativeShareData, smsHref, type GreetingSharer } from './shareLinks';

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

describe('a finished greeting is sent as a sentence with its link; copy takes the bare link', () => {
  const URL_ = 'https://app.test/vid/vid-1003';
  it.each([
    [
      'maker',
      'Watch the video greeting we made for you: https://app.test/vid/vid-1003',
      'Watch a surprise video made just for you',
    ],
    ['recipient', 'Watch this video greeting: https://app.test/vid/vid-1003', 'A video greeting worth watching'],
  ] as const)('shared by its %s', (sharer: GreetingSharer, text, subject) => {
    const message = greetingShareMessage(URL_, sharer);
    expect(message).toEqual({ text, subject, url: URL_ });
    expect(message.text).not.toBe(URL_);
    expect(message.text.endsWith(URL_)).toBe(true);
    // 'Copy link to paste anywhere' copies the link alone (spec part 1 §2)
    expect(copiedText(message)).toBe(URL_);
  });

  it.each([
    [
      'a title that ends a sentence',
      'Happy 80th, Grandma Rose!',
      'Happy 80th, Grandma Rose! Watch the video greeting we made for you: ',
    ],
    ['a question', 'Will you marry me, Alex?', 'Will you marry me, Alex? Watch the video greeting we made for you: '],
    ['a name with no ending gets a full stop', "Alex's Birthday", "Alex's Birthday. Watch the video greeting we made for you: "],
    ['no title: the sentence alone', '  ', 'Watch the video greeting we made for you: '],
  ])('its maker opens with its title: %s', (_what, title, start) => {
    const message = greetingShareMessage(URL_, 'maker', title);
    expect(message.text).toBe(`${start}${URL_}`);
    expect(copiedText(message)).toBe(URL_);
  });

  it('a recipient passing it on does not speak its title (it was not theirs to wish)', () => {
    expect(greetingShareMessage(URL_, 'recipient', 'Happy 80th, Grandma Rose!').text).toBe(`Watch this video greeting: ${URL_}`);
  });

  it.each([
    ['a greeting, by its maker', greetingShareMessage(URL_, 'maker'), URL_],
    ['a greeting, passed on', greetingShareMessage(URL_, 'recipient'), URL_],
    // the invite page's message has no separate link: the spec shares (and copies) its whole text
    [
      'a message without a link of its own',
      { text: 'Add a clip!\n\nhttps://app.test/in/inv-1', subject: 'S' },
      'Add a clip!\n\nhttps://app.test/in/inv-1',
    ],
  ])('copy of %s → %j', (_name, message, copied) => {
    expect(copiedText(message)).toBe(copied);
  });

  it.each([
    [
      greetingShareMessage(URL_, 'maker'),
      'sms:?&body=Watch%20the%20video%20greeting%20we%20made%20for%20you%3A%20https%3A%2F%2Fapp.test%2Fvid%2Fvid-1003',
    ],
    [
      greetingShareMessage(URL_, 'recipient'),
      'sms:?&body=Watch%20this%20video%20greeting%3A%20https%3A%2F%2Fapp.test%2Fvid%2Fvid-1003',
    ],
  ])('the text message body of %o', (message, href) => {
    expect(smsHref(message.text)).toBe(href);
  });

  it('the email carries the subject and the sentence; native share the title and the sentence, no second link', () => {
    const message = greetingShareMessage(URL_, 'maker');
    const mail = new URL(mailtoHref(message.subject, message.text));
    expect(mail.searchParams.get('subject')).toBe('Watch a surprise video made just for you');
    expect(mail.searchParams.get('body')).toBe('Watch the video greeting we made for you: https://app.test/vid/vid-1003');
    expect(nativeShareData(message)).toEqual({
      title: 'Watch a surprise video made just for you',
      text: 'Watch the video greeting we made for you: https://app.test/vid/vid-1003',
    });
  });
});
