/**
 * The one offer-expiry text (docs/spec-choices.md, "Browse offer banner"): how long an offer has left, from the
 * server's day count. Whole days read '7 days' / '1 day'; a part of a day counts as a whole one
 * (1.5 → '2 days'), and anything under one day, the last day, reads 'less than a day'.
 * Whether an offer is still live (a finite count of at least 0) is `offerIsLive`; callers show
 * no expiry text for one that is not.
 */
export function offerExpiryText(days: number): string {
  // Not a count we can describe (NaN, Infinity) also reads as the shortest time: never 'NaN days'.
  if (!Number.isFinite(days) || days < 1) return 'less than a day';
  const whole = Math.ceil(days);
  return whole === 1 ? '1 day' : `${whole} days`;
}

/** A day count the expiry text can describe: finite and not yet past (0 is the last day). */
export function offerIsLive(days: number | null | undefined): days is number {
  return typeof days === 'number' && Number.isFinite(days) && days >= 0;
}
