/**
 * What a share sends and the link shapes that carry it: a finished greeting's message (the
 * thank-you pages, the project list, the recipient page) and the sms: and mailto: links every share
 * surface uses. The invite page builds its own message (the spec's invite text) in the same shape.
 */

/**
 * What every share action sends: the text (a sentence with the link in it) and the email subject /
 * share title; and the bare link, which 'Copy link to paste anywhere' copies alone (pasted into an
 * address bar, a sentence is no link). A message without one (the invite: the spec shares its
 * text everywhere) copies its text.
 */
export type ShareMessage = { text: string; subject: string; url?: string };

/** What the copy control puts on the clipboard: the bare link when the message has one, else its text. */
export const copiedText = (message: ShareMessage): string => message.url ?? message.text;

/** Who shares a finished greeting: its maker (thank-you, project list, the owner on /vid) or a recipient passing it on. */
export type GreetingSharer = 'maker' | 'recipient';

/** Spec part 2 §2's words, the email subject of a finished greeting its maker sends. */
export const GREETING_SUBJECT = 'Watch a surprise video made just for you';
/** Our words (the spec is silent): a recipient passing the greeting on did not make it for the reader. */
export const PASSED_ON_SUBJECT = 'A video greeting worth watching';

/** A greeting's title as the opening of a message: as typed, with a full stop where it has no ending of its own. */
const opening = (title: string) => (/[.!?…]["'”’)]*$/u.test(title) ? title : `${title}.`);

/**
 * A finished greeting's message: a sentence that says what the link is, never a bare link, for
 * share sheets, text messages and emails (a text from an unknown number with only a link in it
 * reads as spam). Its maker's message opens with the greeting's title ('Happy 80th, Grandma Rose!
 * Watch the video greeting we made for you: …'). The link ends the text, so messaging apps still
 * turn it into a preview. Copy takes the link alone (spec part 1 §2: 'Copy link to paste anywhere').
 */
export function greetingShareMessage(url: string, sharer: GreetingSharer, title = ''): ShareMessage {
  if (sharer === 'recipient') return { text: `Watch this video greeting: ${url}`, subject: PASSED_ON_SUBJECT, url };
  const sentence = `Watch the video greeting we made for you: ${url}`;
  const name = title.trim();
  return { text: name ? `${opening(name)} ${sentence}` : sentence, subject: GREETING_SUBJECT, url };
}

/**
 * navigator.share's data: the title and the whole text, link included. No separate `url`: share
 * targets that join text and url (Messages, WhatsApp) would show the link twice.
 */
export function nativeShareData(message: ShareMessage): ShareData {
  return { title: message.subject, text: message.text };
}

/** encodeURIComponent throws on a lone surrogate (half an emoji, e.g. mid-typing): it becomes U+FFFD. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/**
 * An sms: link with a prefilled body. `sms:?&body=` is read by both iOS (which wants `&body=`) and
 * Android (which wants `?body=`); the body is percent-encoded (spaces as %20, never '+'; new lines as %0A).
 */
export function smsHref(body: string): string {
  return `sms:?&body=${encodeURIComponent(wellFormed(body))}`;
}

/** A mailto: link with subject and body percent-encoded (mail clients do not read '+' as a space). */
export function mailtoHref(subject: string, body: string): string {
  return `mailto:?subject=${encodeURIComponent(wellFormed(subject))}&body=${encodeURIComponent(wellFormed(body))}`;
}

/** A download link this app will show: http(s) only (a server's javascript: or data: link is never a link). */
export function safeDownloadHref(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return /^https?:$/.test(new URL(url, window.location.href).protocol) ? url : null;
  } catch {
    return null;
  }
}
