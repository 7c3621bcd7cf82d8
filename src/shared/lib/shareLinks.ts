/**
 * Link shapes for sharing text by text message or email (a greeting's URL from the project list,
 * an invite message from the invite page).
 */

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
