import { paths } from '@/shared/config/paths';

/**
 * Who the recording is for, by route (spec part 2 §2): a creator's greeting (/record/{greetingId}), an
 * invitee's contribution (/in/{code}/record/{greetingId}), or a thank-you video (/record-thank-you,
 * /record-thank-you/{greetingId}, where fizzId names the greeting being thanked).
 */
export type RecordTarget =
  | { kind: 'creator'; greetingId: string }
  | { kind: 'invite'; greetingId: string; code: string }
  | { kind: 'thank-you'; thankedGreetingId: string | null; thankedUuid: string | null };

export function recordTarget(params: { greetingId?: string; code?: string }, pathname: string, search = ''): RecordTarget {
  if (pathname.startsWith('/record-thank-you')) {
    // the greeting's viewer uuid, when the link carries it: the server ties the thank-you to it
    const thankedUuid = new URLSearchParams(search).get('uuid')?.trim() || null;
    return { kind: 'thank-you', thankedGreetingId: params.greetingId ?? null, thankedUuid };
  }
  if (params.code) return { kind: 'invite', greetingId: params.greetingId ?? '', code: params.code };
  return { kind: 'creator', greetingId: params.greetingId ?? '' };
}

/** Whose recordings these are in storage: the same page offers them back after a reload. */
export function recordingOwner(target: RecordTarget): string {
  switch (target.kind) {
    case 'creator':
      return `record:${target.greetingId}`;
    case 'invite':
      return `invite:${target.code}:${target.greetingId}`;
    case 'thank-you':
      return `thank-you:${target.thankedGreetingId ?? ''}`;
  }
}

/**
 * Spec part 2 §4: after a successful upload an invite goes to /view-invite-thank-you, a thank-you
 * to /preview-thank-you/{greetingId} (the thank-you greeting the server answered), else /edit/{greetingId}.
 */
export function routeAfterUpload(target: RecordTarget, answeredGreetingId: string | number): string {
  switch (target.kind) {
    case 'invite':
      return paths.inviteThankYou();
    case 'thank-you':
      return paths.previewThankYou(answeredGreetingId);
    case 'creator':
      return paths.edit(target.greetingId);
  }
}

/** Invitees need no account: the quick sign-up is offered to creators and thank-you senders only. */
export const offersQuickSignup = (target: RecordTarget) => target.kind !== 'invite';

/** What the quick sign-up speaks of (its purpose): the thank-you video, or the visitor's greeting. */
export const quickSignupPurpose = (target: RecordTarget): 'thank-you' | 'greeting' =>
  target.kind === 'thank-you' ? 'thank-you' : 'greeting';
