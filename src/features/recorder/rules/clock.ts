/** Spec part 2 §9: the recording clock updates every 500 ms. */
export const CLOCK_TICK_MS = 500;

/** The running clock in m:ss (whole seconds; minutes go past 59). */
export function formatClock(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
