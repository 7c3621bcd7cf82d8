import type { PollOutcome } from '@/shared/lib/poller';

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

/** The processing poll stops once the video is done. */
export function processOutcome(process: { isDone: boolean }): PollOutcome {
  return process.isDone ? 'stop' : 'continue';
}
