/**
 * Sharing a finished greeting's URL from the project list. (The link shapes are shared:
 * src/shared/lib/shareLinks.ts.)
 */

/** The subject of a shared greeting's email; the spec's viewer headline (the spec names no subject here). */
export const SHARE_EMAIL_SUBJECT = 'Watch a surprise video made just for you';
