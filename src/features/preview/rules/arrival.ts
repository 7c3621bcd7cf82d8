// Part 2 §4 "Preview": loading, then the combine request returns. Locked and not a thank-you → /list;
// otherwise, with no video yet, poll every 3 s until isDone.

export type ArrivalStep = 'to-list' | 'processing' | 'ready';

export function arrivalStep(finalize: { isLocked: boolean; video: string | null }, isThankyou: boolean): ArrivalStep {
  if (finalize.isLocked && !isThankyou) return 'to-list';
  return finalize.video ? 'ready' : 'processing';
}

/** A thank-you video: the server says so, or the creator came by /preview-thank-you/{greetingId}. */
export function isThankYouPreview(finalize: { isThankyou: boolean }, pathname: string): boolean {
  return finalize.isThankyou || pathname.startsWith('/preview-thank-you/');
}

/** Spec part 2 §9: the preview polls processing every 3 s. */
export const PROCESS_POLL_MS = 3_000;

/**
 * React Query's refetchInterval for the processing poll: every 3 s while there is no answer yet
 * (null) or the video is not done; false, which ends the polling, once it is.
 */
export function processPollInterval(process: { isDone: boolean } | null | undefined): number | false {
  return process?.isDone ? false : PROCESS_POLL_MS;
}
