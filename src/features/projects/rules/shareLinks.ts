/**
 * Link shapes for sharing a finished greeting's URL from the project list. (The invite feature has
 * its own: features never import each other.)
 */

/** The subject of a shared greeting's email; the spec's viewer headline (the spec names no subject here). */
export const SHARE_EMAIL_SUBJECT = 'Watch a surprise video made just for you';

/** encodeURIComponent throws on a lone surrogate (half an emoji, e.g. mid-typing): it becomes U+FFFD. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/**
 * An sms: link with a prefilled body. `sms:?&body=` is read by both iOS (which wants `&body=`) and
 * Android (which wants `?body=`); the body is percent-encoded (spaces as %20, never '+').
 */
export function smsHref(body: string): string {
  return `sms:?&body=${encodeURIComponent(wellFormed(body))}`;
}

/** A mailto: link with subject and body percent-encoded (mail clients do not read '+' as a space). */
export function mailtoHref(subject: string, body: string): string {
  return `mailto:?subject=${encodeURIComponent(wellFormed(subject))}&body=${encodeURIComponent(wellFormed(body))}`;
}
