import { paths } from '@/shared/config/paths';
import { MESSAGES } from '@/shared/lib/errorMessage';

type Id = string | number;

/**
 * Part 2 §4 "Boxed-set link": after linking, a signed-in user whose greeting is locked goes to the
 * boxed-set thank-you page; a visitor who is not signed in to /signup-thank-you/{greetingId}; a
 * greeting that is not locked back to its edit page.
 */
export function afterLinkRoute({
  signedIn,
  isLocked,
  greetingId,
}: {
  signedIn: boolean;
  isLocked: boolean;
  greetingId: Id;
}): string {
  if (!signedIn) return paths.signupThankYou(greetingId);
  if (isLocked) return paths.thankYouQrBox(greetingId);
  return paths.edit(greetingId);
}

/** Part 2 §8: a box-set preview load failure shows the server's message, or this. */
export const BOX_SET_PREVIEW_FALLBACK = 'Could not load. Please refresh the page or scan the card again.';

export function boxSetPreviewError(error: unknown): string {
  const e = error as { kind?: unknown; message?: unknown } | null;
  if (e && e.kind === 'server' && typeof e.message === 'string' && e.message && e.message !== MESSAGES.noBody) return e.message;
  return BOX_SET_PREVIEW_FALLBACK;
}
