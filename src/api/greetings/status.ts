// Spec part 1 §3/§4: a greeting's status bit flags and its project lock. Shared by every
// feature that shows a greeting (list, editor, preview, thank-you), so it lives with the resource.

import { GREETING_STATUS } from './schemas';

/** Status bit flags (spec part 1 §3, §9), defined with the schemas so the fake server shares them. */
export { GREETING_STATUS as GREETING_STATUS };

const has = (status: number, flag: number) => (status & flag) === flag;

/** done = completed or in error. */
export function isStatusDone(status: number): boolean {
  return has(status, GREETING_STATUS.completed) || has(status, GREETING_STATUS.inError);
}

/** processing = in queue or in process. */
export function isStatusProcessing(status: number): boolean {
  return has(status, GREETING_STATUS.inQueue) || has(status, GREETING_STATUS.inProcess);
}

/** 'needs to be combined' = neither done nor processing. */
export function needsToBeCombined(status: number): boolean {
  return !isStatusDone(status) && !isStatusProcessing(status);
}

export type StatusPhase = 'done' | 'processing' | 'needs-combining';

/** The one phase a status is in; done wins over processing. */
export function statusPhase(status: number): StatusPhase {
  if (isStatusDone(status)) return 'done';
  if (isStatusProcessing(status)) return 'processing';
  return 'needs-combining';
}

export type LockAction = 'edit' | 'share' | 'purchase';

/**
 * The project lock (part 1 §4): a locked project cannot be edited. Locked with a share URL
 * offers Share; locked without one offers Purchase (checkout); unlocked offers Edit.
 */
export function lockAction(greeting: { isLocked: boolean; shareUrl?: string | null }): LockAction {
  if (!greeting.isLocked) return 'edit';
  return greeting.shareUrl ? 'share' : 'purchase';
}
