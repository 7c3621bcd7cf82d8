/**
 * Spec part 1 §2: on /browse, with an offer present, the banner reads
 * 'You have N to start your free Video Greeting'. N is the time left from offerExpiresInDays:
 * '1 day', '7 days'; on the last day (0, or a part of a day) 'less than a day'. Fractions round
 * up. An expired offer (negative) or a missing count shows no banner.
 */
export function offerTimeLeft(days: number | null | undefined): string | null {
  if (days === null || days === undefined || !Number.isFinite(days) || days < 0) return null;
  if (days < 1) return 'less than a day';
  const whole = Math.ceil(days);
  return whole === 1 ? '1 day' : `${whole} days`;
}

export function offerBannerText(days: number | null | undefined): string | null {
  const left = offerTimeLeft(days);
  return left ? `You have ${left} to start your free Video Greeting` : null;
}
