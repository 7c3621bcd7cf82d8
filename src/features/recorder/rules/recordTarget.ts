import { paths } from '@/shared/config/paths';

/**
 * Who the recording is for, by route (spec part 2 §2): a creator's greeting (/record/{fizzId}), an
 * invitee's contribution (/in/{uuid}/record/{fizzId}), or a thank-you video (/record-thank-you,
 * /record-thank-you/{fizzId}, where fizzId names the greeting being thanked).
 */
export type RecordTarget =
  | { kind: 'creator'; fizzId: string }
  | { kind: 'invite'; fizzId: string; code: string }
  | { kind: 'thank-you'; thankedFizzId: string | null; thankedUuid: string | null };

export function recordTarget(params: { greetingId?: string; code?: string }, pathname: string, search = ''): RecordTarget {
  if (pathname.startsWith('/record-thank-you')) {
    // the greeting's viewer uuid, when the link carries it: the server ties the thank-you to it
    const thankedUuid = new URLSearchParams(search).get('uuid')?.trim() || null;
    return { kind: 'thank-you', thankedFizzId: params.greetingId ?? null, thankedUuid };
  }
  if (params.code) return { kind: 'invite', fizzId: params.greetingId ?? '', code: params.code };
  return { kind: 'creator', fizzId: params.greetingId ?? '' };
}

/** Whose recordings these are in storage: the same page offers them back after a reload. */
export function recordingOwner(target: RecordTarget): string {
  switch (target.kind) {
    case 'creator':
      return `record:${target.fizzId}`;
    case 'invite':
      return `invite:${target.code}:${target.fizzId}`;
    case 'thank-you':
      return `thank-you:${target.thankedFizzId ?? ''}`;
  }
}

/**
 * Spec part 2 §4: after a successful upload an invite goes to /view-invite-thank-you, a thank-you
 * to /preview-thank-you/{fizzId} (the thank-you greeting the server answered), else /edit/{fizzId}.
 */
export function routeAfterUpload(target: RecordTarget, answeredFizzId: string | number): string {
  switch (target.kind) {
    case 'invite':
      return paths.inviteThankYou();
    case 'thank-you':
      return paths.previewThankYou(answeredFizzId);
    case 'creator':
      return paths.edit(target.fizzId);
  }
}

/** Invitees need no account: the quick sign-up is offered to creators and thank-you senders only. */
export const offersQuickSignup = (target: RecordTarget) => target.kind !== 'invite';
