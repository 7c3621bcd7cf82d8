/** Spec part 1 §2, part 2 §2: the invite email's subject, verbatim. */
export const INVITE_EMAIL_SUBJECT = 'Help me create a surprise group video';

/** Spec: the shared text is the message, a blank line, then the invite link. */
export function inviteShareText(message: string, link: string): string {
  const text = message.trim();
  return text ? `${text}\n\n${link}` : link;
}

/** encodeURIComponent throws on a lone surrogate (half an emoji, e.g. mid-typing): it becomes U+FFFD. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/**
 * An sms: link with a prefilled body. `sms:?&body=` is read by both iOS (which wants `&body=`) and
 * Android (which wants `?body=`); the body is percent-encoded (spaces as %20, new lines as %0A).
 */
export function smsHref(body: string): string {
  return `sms:?&body=${encodeURIComponent(wellFormed(body))}`;
}

/** A mailto: link with subject and body percent-encoded (mail clients do not read '+' as a space). */
export function mailtoHref(subject: string, body: string): string {
  return `mailto:?subject=${encodeURIComponent(wellFormed(subject))}&body=${encodeURIComponent(wellFormed(body))}`;
}

/** The greeting id from /invite-others/{fizzId} or /invite?fizzId=; null when there is none. */
export function inviteFizzId(param: string | undefined, query: string | null): string | null {
  const id = (param ?? query ?? '').trim();
  return /^\d+$/.test(id) ? id : null;
}
