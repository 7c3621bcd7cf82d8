import type { InviteIntent } from '@/api/greetings/schemas';
import type { ShareMessage } from '@/shared/lib/shareLinks';
import type { ShareAction } from '@/shared/lib/shareOptions';

/** Spec part 1 §2, part 2 §2: the invite email's subject, verbatim. */
export const INVITE_EMAIL_SUBJECT = 'Help me create a surprise group video';

/** The invite page's short names for the share buttons (spec: copy, text, email and native-share actions). */
export const INVITE_SHARE_LABELS = { share: 'Share', copy: 'Copy', text: 'Text', email: 'Email' } as const satisfies Partial<
  Record<ShareAction, string>
>;

/** Where the share buttons were, while the message has something the text policy refuses. */
export const INVITE_FIX_FIRST = 'Fix the message above to share it.';

/** Spec: the shared text is the message, a blank line, then the invite link. */
export function inviteShareText(message: string, link: string): string {
  const text = message.trim();
  return text ? `${text}\n\n${link}` : link;
}

/** What every invite share action sends: that text, under the spec's email subject (also the share title). */
export function inviteShareMessage(message: string, link: string): ShareMessage {
  return { text: inviteShareText(message, link), subject: INVITE_EMAIL_SUBJECT };
}

/** The invite-intent value a share action reports (the page offers no download). */
export function inviteIntentOf(action: ShareAction): InviteIntent | null {
  return action === 'download' ? null : action;
}
