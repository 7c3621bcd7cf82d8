/**
 * Spec part 2 §4 and §9: contributor polling runs every 20 s for the first 60 s, every 60 s up to
 * 5 min and every 180 s up to 30 min; after that the user goes to /list.
 */
export const POLL_SCHEDULE = [
  { untilMs: 60_000, everyMs: 20_000 },
  { untilMs: 300_000, everyMs: 60_000 },
  { untilMs: 1_800_000, everyMs: 180_000 },
] as const;
export const POLL_GIVE_UP_MS = POLL_SCHEDULE[POLL_SCHEDULE.length - 1].untilMs;

/**
 * The wait before the next poll, `elapsedMs` after the timer (re)started; null once 30 minutes
 * have passed (time to leave for /list). The last wait is cut short so the final poll lands on
 * the 30-minute mark.
 */
export function nextPollDelay(elapsedMs: number): number | null {
  const elapsed = Math.max(0, elapsedMs);
  if (elapsed >= POLL_GIVE_UP_MS) return null;
  const band = POLL_SCHEDULE.find((b) => elapsed < b.untilMs) ?? POLL_SCHEDULE[POLL_SCHEDULE.length - 1];
  return Math.min(band.everyMs, POLL_GIVE_UP_MS - elapsed);
}
