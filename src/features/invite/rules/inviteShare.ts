/** Spec part 1 §2, part 2 §2: the invite email's subject, verbatim. */
export const INVITE_EMAIL_SUBJECT = 'Help me create a surprise group video';

/** Spec: the shared text is the message, a blank line, then the invite link. */
export function inviteShareText(message: string, link: string): string {
  const text = message.trim();
  return text ? `${text}\n\n${link}` : link;
}

/** The greeting id from /invite-others/{fizzId} or /invite?fizzId=; null when there is none. */
export function inviteFizzId(param: string | undefined, query: string | null): string | null {
  const id = (param ?? query ?? '').trim();
  return /^\d+$/.test(id) ? id : null;
}
