import { nextPollDelay } from './polling';

/**
 * What the contributor poll knows (spec part 2 §4): the newest contributor clip id seen, and when
 * the schedule's clock (re)started. It is the poll query's data, so its refetchInterval reads it.
 */
export type PollClock = { knownId: number | null; startedAt: number };

/** The clock as the page opens: the id the detail shows, and a schedule starting now. */
export const startClock = (knownId: number | null, now: number): PollClock => ({ knownId, startedAt: now });

/**
 * After a poll answered `newestId` at `now`: a new clip id restarts the clock at 20 s; none yet
 * (null) or the known id is not news, and the same clock is returned (no re-render, no toast).
 */
export function observeNewest(clock: PollClock, newestId: number | null, now: number): PollClock {
  if (newestId === null || newestId === clock.knownId) return clock;
  return { knownId: newestId, startedAt: now };
}

/**
 * React Query's refetchInterval for the poll: the wait before the next one, by time since the
 * clock started (rules/polling.ts); false once 30 minutes have passed, which ends the polling.
 */
export function contributorPollDelay(elapsedMs: number): number | false {
  return nextPollDelay(elapsedMs) ?? false;
}
