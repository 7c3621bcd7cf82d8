// Seed dates are relative to when the seed is made, so "within 6 months" style rules keep holding.

const DAY_MS = 24 * 60 * 60 * 1000;

export function daysAgoMs(days: number, now: number = Date.now()): number {
  return now - days * DAY_MS;
}

export function daysAgoIso(days: number, now: number = Date.now()): string {
  return new Date(daysAgoMs(days, now)).toISOString();
}
